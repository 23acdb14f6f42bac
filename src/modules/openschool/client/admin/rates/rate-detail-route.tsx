import { useTranslation } from 'react-i18next';
import { adminMeta } from '../../../../../core/client/admin/admin-meta';
import { AdminDetailPage, DetailFields } from '../../../../../core/client/admin/crud/admin-detail-page';
import { numberFormat } from '../../../../../core/shared/intl-formats';
import { type RateItem, rateEntity } from './rate-entity';

export const meta = adminMeta('openschool-admin:rates.title');

/** /_admin/exchange-rates/{_id}: a currency's rate, its date, and the fees it converts. */
export function Component() {
  const { t, i18n } = useTranslation('openschool-admin');
  const number = numberFormat(i18n.language, { maximumFractionDigits: 6 });
  const date = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });
  return (
    <AdminDetailPage<RateItem> entity={rateEntity} listTitle={t('rates.title')} editable>
      {(rate) => (
        <DetailFields
          rows={[
            [
              t('rates.unitsPerUsd'),
              t('rates.perUsd', { rate: number.format(rate.unitsPerUsd), currency: rate.currency }),
            ],
            [t('rates.asOf'), rate.asOf],
            [t('rates.minorDigits'), rate.minorDigits],
            [t('rates.feeCount'), number.format(rate.feeCount)],
            [t('rates.updatedAt'), date.format(new Date(rate.updatedAt))],
          ]}
        />
      )}
    </AdminDetailPage>
  );
}
