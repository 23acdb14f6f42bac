import { adminMeta } from '@/core/client/admin/admin-meta';
import { AdminListPage } from '@/core/client/admin/crud/admin-list-page';
import { useFormat } from '@/core/client/use-format';
import { useTranslation } from '@/core/client/use-translation';
import { moneyOf } from '@/core/shared/format';
import { type FeeItem, feeEntity } from './fee-entity';
import { useFeeListTitle } from './fee-school-name';
import { useFeeLabels } from './use-fee-labels';

export const meta = adminMeta('openschool-admin:fees.title');

/** /_admin/school-fees: every fee of every school; filtered by school (its id), kind, currency, year. */
export function Component() {
  const { t } = useTranslation('openschool-admin');
  const labels = useFeeLabels();
  const format = useFormat();
  const title = useFeeListTitle();
  return (
    <AdminListPage<FeeItem>
      entity={feeEntity}
      title={title}
      creatable
      exportable
      columns={[
        { key: 'school', label: t('fees.school'), render: (fee) => fee.schoolName },
        { key: 'kind', label: t('fees.kind'), render: (fee) => labels.kind(fee.kind) },
        { key: 'ages', label: t('fees.ages'), render: (fee) => labels.ages(fee.ageFrom, fee.ageTo) },
        {
          key: 'amount',
          label: t('fees.amount'),
          render: (fee) => format.money(moneyOf(fee.amount, fee.currency)),
        },
        {
          key: 'amountUsd',
          label: t('fees.amountUsd'),
          render: (fee) => format.money(moneyOf(fee.amountUsd)),
        },
        { key: 'period', label: t('fees.period'), render: (fee) => labels.period(fee.period) },
        { key: 'academicYear', label: t('fees.academicYear'), render: (fee) => fee.academicYear },
        {
          key: 'updatedAt',
          label: t('fees.updatedAt'),
          render: (fee) => format.dateTime(fee.updatedAt, { time: false }),
        },
      ]}
      filters={[
        { key: 'school', label: t('fees.schoolId') },
        { key: 'kind', label: t('fees.kind'), optionLabel: (kind) => labels.kind(kind) },
        { key: 'currency', label: t('fees.currency') },
        { key: 'academicYear', label: t('fees.academicYear') },
        { key: 'updatedAt', label: t('fees.updatedAt') },
      ]}
      bulkActions={[
        {
          action: 'delete',
          label: t('fees.delete'),
          permission: 'SchoolFee:update',
          color: 'red',
          confirm: (count) => t('fees.deleteConfirm', { count }),
        },
      ]}
    />
  );
}
