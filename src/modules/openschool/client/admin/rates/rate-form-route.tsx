import { Alert, SimpleGrid } from '@mantine/core';
import { adminMeta } from '@/core/client/admin/admin-meta';
import { AdminFormPage } from '@/core/client/admin/crud/admin-form-page';
import { useTranslation } from '@/core/client/use-translation';
import { DateField } from '@/modules/openschool/client/form-fields/date-field';
import { NumberField } from '@/modules/openschool/client/form-fields/number-field';
import { exchangeRateInputSchema } from '@/modules/openschool/shared/admin/exchange-rate-admin-schemas';
import { type RateItem, rateEntity } from './rate-entity';

export const meta = adminMeta('openschool-admin:rates.title');

/** /_admin/exchange-rates/{_id}/edit: a rate and its date; every school paying in it is recomputed. */
export function Component() {
  const { t } = useTranslation('openschool-admin');
  return (
    <AdminFormPage<RateItem, typeof exchangeRateInputSchema>
      entity={rateEntity}
      listTitle={t('rates.title')}
      createTitle={t('rates.title')}
      schema={exchangeRateInputSchema}
      defaults={(rate) => ({
        unitsPerUsd: rate?.unitsPerUsd ?? null,
        asOf: rate?.asOf ?? new Date().toISOString().slice(0, 10),
      })}
    >
      {(form, rate) => (
        <>
          <Alert color="blue">
            {t('rates.editHelp', { count: rate?.feeCount ?? 0 })} {t('rates.overrideHelp')}
          </Alert>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <NumberField
              control={form.control}
              name="unitsPerUsd"
              label={t('rates.unitsPerUsdOf', { currency: rate?.currency ?? '' })}
              required
              decimals={6}
            />
            <DateField control={form.control} name="asOf" label={t('rates.asOf')} required />
          </SimpleGrid>
        </>
      )}
    </AdminFormPage>
  );
}
