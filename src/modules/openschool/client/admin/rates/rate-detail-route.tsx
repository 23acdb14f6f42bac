import { adminMeta } from '@/core/client/admin/admin-meta';
import { AdminDetailPage, DetailFields } from '@/core/client/admin/crud/admin-detail-page';
import { useFormat } from '@/core/client/use-format';
import { useTranslation } from '@/core/client/use-translation';
import { type RateItem, rateEntity } from './rate-entity';
import { RateFeedPanel } from './rate-feed-panel';

export const meta = adminMeta('openschool-admin:rates.title');

/** /_admin/exchange-rates/{_id}: a currency's rate, its date and source, and the fees it converts. */
export function Component() {
  const { t } = useTranslation('openschool-admin');
  const format = useFormat();
  return (
    <AdminDetailPage<RateItem> entity={rateEntity} listTitle={t('rates.title')} editable>
      {(rate) => (
        <>
          <DetailFields
            rows={[
              [
                t('rates.unitsPerUsd'),
                t('rates.perUsd', {
                  rate: format.number(rate.unitsPerUsd, { maximumFractionDigits: 6 }),
                  currency: rate.currency,
                }),
              ],
              [t('rates.asOf'), rate.asOf],
              [t('rates.source'), rate.overridden ? t('rates.sourceAdmin') : t('rates.sourceFeed')],
              [t('rates.minorDigits'), rate.minorDigits],
              [t('rates.feeCount'), format.number(rate.feeCount, { maximumFractionDigits: 6 })],
              [t('rates.updatedAt'), format.dateTime(rate.updatedAt)],
            ]}
          />
          <RateFeedPanel rate={rate} />
        </>
      )}
    </AdminDetailPage>
  );
}
