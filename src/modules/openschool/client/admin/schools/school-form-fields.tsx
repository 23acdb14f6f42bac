import { SimpleGrid, Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import type { Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  MultiSelectField,
  SelectField,
  SwitchField,
  TextField,
} from '../../../../../core/client/admin/crud/form-fields';
import type { SchoolAdminFormValues } from '../../../shared/admin/school-admin-input';
import { ACCREDITATIONS, GRADE_SYSTEMS, SCHOOL_STATUSES } from '../../../shared/directory-constants';
import { DateField } from './date-field';
import { FeeEditor } from './fee-editor';
import { useInstructionLanguages } from './language-names';
import { NumberField } from './number-field';
import { useDirectoryChoices } from './use-directory-choices';

type FormControl = Control<SchoolAdminFormValues>;

function Section(props: { id: string; title: string; children: ReactNode }) {
  return (
    <Stack gap="sm" component="section" aria-labelledby={props.id}>
      <Title order={2} size="h4" id={props.id}>
        {props.title}
      </Title>
      {props.children}
    </Stack>
  );
}

/** The school form's fields, grouped as a parent reads a school: where, what it teaches, fees, checks. */
export function SchoolFormFields(props: { control: FormControl }) {
  const { t } = useTranslation('openschool-admin');
  const { control } = props;
  const choices = useDirectoryChoices();
  const languages = useInstructionLanguages();
  return (
    <Stack gap="xl">
      <Section id="school-form-where" title={t('schools.sections.where')}>
        <TextField control={control} name="name" label={t('schools.name')} required maxLength={150} />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <SelectField
            control={control}
            name="countryCode"
            label={t('schools.country')}
            required
            data={choices.countries.map((country) => ({ value: country.code, label: country.name }))}
          />
          <TextField control={control} name="city" label={t('schools.city')} required maxLength={100} />
        </SimpleGrid>
        <TextField control={control} name="address" label={t('schools.address')} maxLength={200} />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <NumberField control={control} name="latitude" label={t('schools.latitude')} decimals={7} />
          <NumberField control={control} name="longitude" label={t('schools.longitude')} decimals={7} />
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
          <TextField
            control={control}
            name="website"
            label={t('schools.website')}
            type="url"
            maxLength={300}
          />
          <TextField control={control} name="email" label={t('schools.email')} type="email" />
          <TextField control={control} name="phone" label={t('schools.phone')} maxLength={40} />
        </SimpleGrid>
      </Section>
      <Section id="school-form-teaching" title={t('schools.sections.teaching')}>
        <MultiSelectField
          control={control}
          name="curriculums"
          label={t('schools.curriculums')}
          description={t('schools.curriculumsHelp')}
          data={choices.curriculums.map((curriculum) => ({ value: curriculum.slug, label: curriculum.name }))}
        />
        <MultiSelectField
          control={control}
          name="languages"
          label={t('schools.languages')}
          data={languages}
        />
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
          <NumberField control={control} name="ageFrom" label={t('schools.ageFrom')} min={2} max={19} />
          <NumberField control={control} name="ageTo" label={t('schools.ageTo')} min={2} max={19} />
          <SelectField
            control={control}
            name="gradeSystem"
            label={t('schools.gradeSystem')}
            data={GRADE_SYSTEMS.map((system) => ({ value: system, label: t(`grades.systems.${system}`) }))}
          />
        </SimpleGrid>
        <MultiSelectField
          control={control}
          name="accreditations"
          label={t('schools.accreditations')}
          data={ACCREDITATIONS.map((body) => ({ value: body, label: body }))}
        />
        <SwitchField control={control} name="boarding" label={t('schools.boarding')} />
      </Section>
      <Section id="school-form-about" title={t('schools.sections.about')}>
        <TextField
          control={control}
          name="description"
          label={t('schools.description')}
          description={t('schools.descriptionHelp')}
          multiline
          maxLength={10_000}
        />
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
          <NumberField control={control} name="foundedYear" label={t('schools.foundedYear')} />
          <NumberField control={control} name="studentCount" label={t('schools.studentCount')} />
          <NumberField control={control} name="avgClassSize" label={t('schools.avgClassSize')} />
        </SimpleGrid>
      </Section>
      <FeeEditor control={control} currencies={choices.currencies} />
      <Section id="school-form-publication" title={t('schools.sections.publication')}>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <DateField control={control} name="lastVerifiedAt" label={t('schools.lastVerifiedAt')} />
          <TextField
            control={control}
            name="verifiedSource"
            label={t('schools.verifiedSource')}
            maxLength={200}
          />
        </SimpleGrid>
        <SelectField
          control={control}
          name="status"
          label={t('schools.status')}
          description={t('schools.statusHelp')}
          required
          data={SCHOOL_STATUSES.map((status) => ({ value: status, label: t(`schools.statuses.${status}`) }))}
        />
        <TextField
          control={control}
          name="source"
          label={t('schools.source')}
          description={t('schools.sourceHelp')}
          maxLength={300}
        />
      </Section>
    </Stack>
  );
}
