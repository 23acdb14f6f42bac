import { adminMeta } from '@/core/client/admin/admin-meta';
import { AdminListPage } from '@/core/client/admin/crud/admin-list-page';
import { useFormat } from '@/core/client/use-format';
import { useTranslation } from '@/core/client/use-translation';
import { type RateItem, rateEntity } from './rate-entity';

export const meta = adminMeta('openschool-admin:rates.title');

/** /_admin/exchange-rates: the currencies fees may use, their rate to the US dollar and its date. */
export function Component() {
  const { t } = useTranslation('openschool-admin');
  const format = useFormat();
  return (
    <AdminListPage<RateItem>
      entity={rateEntity}
      title={t('rates.title')}
      exportable
      columns={[
        { key: 'currency', label: t('rates.currency'), render: (rate) => rate.currency },
        {
          key: 'unitsPerUsd',
          label: t('rates.unitsPerUsd'),
          render: (rate) => format.number(rate.unitsPerUsd, { maximumFractionDigits: 6 }),
        },
        { key: 'asOf', label: t('rates.asOf'), render: (rate) => rate.asOf },
        {
          key: 'overridden',
          label: t('rates.source'),
          render: (rate) => (rate.overridden ? t('rates.sourceAdmin') : t('rates.sourceFeed')),
        },
        {
          key: 'feeCount',
          label: t('rates.feeCount'),
          render: (rate) => format.number(rate.feeCount, { maximumFractionDigits: 6 }),
        },
      ]}
      filters={[{ key: 'asOf', label: t('rates.asOf') }]}
    />
  );
}
