import { SimpleGrid, Stack } from '@mantine/core';
import type { Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  MultiSelectField,
  SelectField,
  SwitchField,
  TextField,
} from '../../../../core/client/admin/crud/form-fields';
import { ACCREDITATIONS, GRADE_SYSTEMS } from '../../shared/directory-constants';
import type { SchoolEditFormValues } from '../../shared/school-edit';
import { DateField } from '../admin/schools/date-field';
import { useInstructionLanguages } from '../admin/schools/language-names';
import { NumberField } from '../admin/schools/number-field';
import { FormSection } from './form-section';
import type { SchoolEditFormView } from './school-edit.query';
import { SchoolFeesEditor } from './school-fees-editor';

type FormControl = Control<SchoolEditFormValues>;

/**
 * The public school form's fields (the shared `schoolInputSchema` and the edit's source),
 * grouped as a parent reads a school: where it is, what it teaches, about it, fees, sources.
 */
export function SchoolFormFields(props: { control: FormControl; choices: SchoolEditFormView }) {
  const { t } = useTranslation('openschool');
  const { control, choices } = props;
  const languages = useInstructionLanguages();
  const label = (field: string) => t(`edit.fields.${field}`);
  return (
    <Stack gap="xl">
      <FormSection id="school-form-where" title={t('edit.sections.where')}>
        <TextField control={control} name="name" label={label('name')} required maxLength={150} />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <SelectField
            control={control}
            name="countryCode"
            label={label('countryCode')}
            required
            data={choices.countries.map((country) => ({ value: country.code, label: country.name }))}
          />
          <TextField control={control} name="city" label={label('city')} required maxLength={100} />
        </SimpleGrid>
        <TextField control={control} name="address" label={label('address')} maxLength={200} />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <NumberField control={control} name="latitude" label={label('latitude')} decimals={7} />
          <NumberField control={control} name="longitude" label={label('longitude')} decimals={7} />
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
          <TextField control={control} name="website" label={label('website')} type="url" maxLength={300} />
          <TextField control={control} name="email" label={label('email')} type="email" />
          <TextField control={control} name="phone" label={label('phone')} maxLength={40} />
        </SimpleGrid>
      </FormSection>
      <FormSection id="school-form-teaching" title={t('edit.sections.teaching')}>
        <MultiSelectField
          control={control}
          name="curriculums"
          label={label('curriculums')}
          description={t('edit.help.curriculums')}
          data={choices.curriculums.map((curriculum) => ({ value: curriculum.slug, label: curriculum.name }))}
        />
        <MultiSelectField control={control} name="languages" label={label('languages')} data={languages} />
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
          <NumberField control={control} name="ageFrom" label={label('ageFrom')} min={2} max={19} />
          <NumberField control={control} name="ageTo" label={label('ageTo')} min={2} max={19} />
          <SelectField
            control={control}
            name="gradeSystem"
            label={label('gradeSystem')}
            data={GRADE_SYSTEMS.map((system) => ({ value: system, label: t(`edit.gradeSystems.${system}`) }))}
          />
        </SimpleGrid>
        <MultiSelectField
          control={control}
          name="accreditations"
          label={label('accreditations')}
          data={ACCREDITATIONS.map((body) => ({ value: body, label: body }))}
        />
        <SwitchField control={control} name="boarding" label={label('boarding')} />
      </FormSection>
      <FormSection id="school-form-about" title={t('edit.sections.about')}>
        <TextField
          control={control}
          name="description"
          label={label('description')}
          description={t('edit.help.description')}
          multiline
          maxLength={10_000}
        />
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
          <NumberField control={control} name="foundedYear" label={label('foundedYear')} />
          <NumberField control={control} name="studentCount" label={label('studentCount')} />
          <NumberField control={control} name="avgClassSize" label={label('avgClassSize')} />
        </SimpleGrid>
      </FormSection>
      <SchoolFeesEditor control={control} currencies={choices.currencies} />
      <FormSection id="school-form-sources" title={t('edit.sections.sources')}>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <DateField control={control} name="lastVerifiedAt" label={label('lastVerifiedAt')} />
          <TextField
            control={control}
            name="verifiedSource"
            label={label('verifiedSource')}
            maxLength={200}
          />
        </SimpleGrid>
        <TextField
          control={control}
          name="source"
          label={label('source')}
          description={choices.canPublish ? t('edit.help.sourceEditor') : t('edit.help.source')}
          maxLength={300}
        />
      </FormSection>
    </Stack>
  );
}
