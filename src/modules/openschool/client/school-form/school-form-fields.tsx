import { SimpleGrid, Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import type { Control } from 'react-hook-form';
import { TextField } from '@/core/client/admin/crud/form-fields';
import { useTranslation } from '@/core/client/use-translation';
import type { SchoolEditFormValues } from '@/modules/openschool/shared/school-edit';
import { DateField } from '../form-fields/date-field';
import { AdmissionsEditor } from './admissions/admissions-editor';
import { FeeEditor } from './fee-editor';
import type { FeeCurrency } from './fee-fields';
import { FormSection } from './form-section';
import { type SchoolFieldChoices, SchoolFieldGroups } from './school-field-groups';
import { SchoolLifeEditor } from './school-life/school-life-editor';

/** What the form offers: countries, curriculums and fee currencies. */
export interface SchoolFormChoices extends SchoolFieldChoices {
  currencies: readonly FeeCurrency[];
}

/** Where a form says something of its own: the console speaks of listing and publication. */
export interface SchoolFormTexts {
  checksTitle?: string;
  feesHelp?: string;
  sourceLabel?: string;
  sourceHelp?: string;
}

/**
 * The school form's fields — the shared `schoolInputSchema` and the change's source — grouped as
 * a parent reads a school: where it is, what it teaches, about it, fees, then its checks. One
 * form for the console and for members: `publishes` says the change goes live without review,
 * `children` (the console's status) join the checks, and `texts` replace the shared wording.
 */
export function SchoolFormFields(props: {
  control: Control<SchoolEditFormValues>;
  choices: SchoolFormChoices;
  publishes: boolean;
  texts?: SchoolFormTexts;
  children?: ReactNode;
}) {
  const { t } = useTranslation('openschool');
  const { control, choices, texts = {} } = props;
  return (
    <Stack gap="xl">
      <SchoolFieldGroups control={control} choices={choices} />
      <FeeEditor
        control={control}
        currencies={choices.currencies}
        help={texts.feesHelp ?? t('form.fee.help')}
      />
      <AdmissionsEditor control={control} />
      <SchoolLifeEditor control={control} countries={choices.countries} />
      <FormSection id="school-form-checks" title={texts.checksTitle ?? t('form.sections.sources')}>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <DateField control={control} name="lastVerifiedAt" label={t('form.fields.lastVerifiedAt')} />
          <TextField
            control={control}
            name="verifiedSource"
            label={t('form.fields.verifiedSource')}
            maxLength={200}
          />
        </SimpleGrid>
        {props.children}
        <TextField
          control={control}
          name="source"
          label={texts.sourceLabel ?? t('form.fields.source')}
          description={
            texts.sourceHelp ?? (props.publishes ? t('form.help.sourceEditor') : t('form.help.source'))
          }
          maxLength={300}
        />
      </FormSection>
    </Stack>
  );
}
