import { SimpleGrid } from '@mantine/core';
import type { Control } from 'react-hook-form';
import { MultiSelectField, SelectField, TextField } from '@/core/client/admin/crud/form-fields';
import { useTranslation } from '@/core/client/use-translation';
import { ACCREDITATIONS, GRADE_SYSTEMS } from '@/modules/openschool/shared/directory-constants';
import type { SchoolFormValues } from '@/modules/openschool/shared/school-input';
import { BoardingField } from '../form-fields/boarding-field';
import { NumberField } from '../form-fields/number-field';
import { PLAIN_FACTS } from '../school-profile-fields';
import { FormSection } from './form-section';
import { useInstructionLanguages } from './language-names';

/** The fields of a school every school form has (`schoolInputSchema`), fees aside. */
type SchoolFieldName = Exclude<keyof SchoolFormValues, 'fees'>;

export interface SchoolFieldChoices {
  countries: readonly { code: string; name: string }[];
  curriculums: readonly { slug: string; name: string }[];
}

/** Where a school is, what it teaches and about it, in the order a parent reads a school. */
export function SchoolFieldGroups(props: {
  control: Control<SchoolFormValues>;
  choices: SchoolFieldChoices;
}) {
  const { t } = useTranslation('openschool');
  const { control, choices } = props;
  const label = (field: SchoolFieldName) => t(`form.fields.${field}`);
  const languages = useInstructionLanguages();
  return (
    <>
      <FormSection id="school-form-where" title={t('form.sections.where')}>
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
      <FormSection id="school-form-teaching" title={t('form.sections.teaching')}>
        <MultiSelectField
          control={control}
          name="curriculums"
          label={label('curriculums')}
          description={t('form.help.curriculums')}
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
            data={GRADE_SYSTEMS.map((system) => ({ value: system, label: t(`form.gradeSystems.${system}`) }))}
          />
        </SimpleGrid>
        <MultiSelectField
          control={control}
          name="accreditations"
          label={label('accreditations')}
          data={ACCREDITATIONS.map((body) => ({ value: body, label: body }))}
        />
        <BoardingField control={control} name="boarding" label={label('boarding')} />
      </FormSection>
      <FormSection id="school-form-about" title={t('form.sections.about')}>
        <TextField
          control={control}
          name="description"
          label={label('description')}
          description={t('form.help.description')}
          multiline
          maxLength={10_000}
        />
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
          {PLAIN_FACTS.map(({ name }) => (
            <NumberField key={name} control={control} name={name} label={label(name)} />
          ))}
        </SimpleGrid>
      </FormSection>
    </>
  );
}
