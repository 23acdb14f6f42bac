import { useWatch } from 'react-hook-form';
import { useSearchParams } from 'react-router';
import { adminMeta } from '@/core/client/admin/admin-meta';
import { AdminFormPage } from '@/core/client/admin/crud/admin-form-page';
import { TextField } from '@/core/client/admin/crud/form-fields';
import { useTranslation } from '@/core/client/use-translation';
import { choiceOf } from '@/modules/openschool/client/choice-of';
import { FeeFields } from '@/modules/openschool/client/school-form/fee-fields';
import {
  type SchoolFeeAdminFormValues,
  schoolFeeAdminInputSchema,
} from '@/modules/openschool/shared/admin/fee-admin-schemas';
import { academicYearOf, FEE_KINDS, FEE_PERIODS } from '@/modules/openschool/shared/directory-constants';
import { useDirectoryChoices } from '../schools/use-directory-choices';
import { type FeeItem, feeEntity } from './fee-entity';
import { SchoolPicker } from './school-picker';

export const meta = adminMeta('openschool-admin:fees.title');

/**
 * /_admin/school-fees/create (`?school=<id>` picks the school) and /{_id}/edit: one fee of a
 * school. Saving records a revision of the school, with the source given here.
 */
export function Component() {
  const { t } = useTranslation('openschool-admin');
  const [search] = useSearchParams();
  const choices = useDirectoryChoices();
  const defaults = (fee: FeeItem | null): SchoolFeeAdminFormValues => ({
    schoolId: fee?.schoolId ?? search.get('school') ?? '',
    kind: choiceOf(FEE_KINDS, fee?.kind) ?? 'tuition',
    ageFrom: fee?.ageFrom ?? null,
    ageTo: fee?.ageTo ?? null,
    amount: fee?.amount ?? null,
    currency: fee?.currency ?? '',
    period: choiceOf(FEE_PERIODS, fee?.period) ?? 'year',
    academicYear: fee?.academicYear ?? academicYearOf(new Date()),
    note: fee?.note ?? '',
    source: '',
  });
  return (
    <AdminFormPage<FeeItem, typeof schoolFeeAdminInputSchema>
      entity={feeEntity}
      listTitle={t('fees.title')}
      createTitle={t('fees.create')}
      schema={schoolFeeAdminInputSchema}
      defaults={defaults}
    >
      {(form, fee) => (
        <>
          <SchoolPicker control={form.control} currentName={fee?.schoolName ?? null} />
          <ChosenCurrencyFields control={form.control} currencies={choices.currencies} />
          <TextField
            control={form.control}
            name="source"
            label={t('schools.source')}
            description={t('schools.sourceHelp')}
            maxLength={300}
          />
        </>
      )}
    </AdminFormPage>
  );
}

/** The fee's fields, amounts with the decimals of the currency chosen. */
function ChosenCurrencyFields(props: {
  control: Parameters<typeof SchoolPicker>[0]['control'];
  currencies: ReturnType<typeof useDirectoryChoices>['currencies'];
}) {
  const currency = useWatch({ control: props.control, name: 'currency' }) ?? '';
  return <FeeFields control={props.control} prefix="" currencies={props.currencies} currency={currency} />;
}
