import { useTranslation } from 'react-i18next';
import { adminMeta } from '../../../../../core/client/admin/admin-meta';
import { AdminListPage } from '../../../../../core/client/admin/crud/admin-list-page';
import { useMoney } from '../schools/use-money';
import { type FeeItem, feeEntity } from './fee-entity';
import { useFeeListTitle } from './fee-school-name';
import { useFeeLabels } from './use-fee-labels';

export const meta = adminMeta('openschool-admin:fees.title');

/** /_admin/school-fees: every fee of every school; filtered by school (its id), kind, currency, year. */
export function Component() {
  const { t, i18n } = useTranslation('openschool-admin');
  const money = useMoney();
  const labels = useFeeLabels();
  const date = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' });
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
        { key: 'amount', label: t('fees.amount'), render: (fee) => money(fee.amount, fee.currency) },
        { key: 'amountUsd', label: t('fees.amountUsd'), render: (fee) => money(fee.amountUsd) },
        { key: 'period', label: t('fees.period'), render: (fee) => labels.period(fee.period) },
        { key: 'academicYear', label: t('fees.academicYear'), render: (fee) => fee.academicYear },
        {
          key: 'updatedAt',
          label: t('fees.updatedAt'),
          render: (fee) => date.format(new Date(fee.updatedAt)),
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
