import { Anchor } from '@mantine/core';
import { Link } from 'react-router';
import { adminMeta } from '@/core/client/admin/admin-meta';
import { AdminDetailPage, DetailFields } from '@/core/client/admin/crud/admin-detail-page';
import { useCurrentUser } from '@/core/client/guards/use-current-user';
import { useFormat } from '@/core/client/use-format';
import { useTranslation } from '@/core/client/use-translation';
import { moneyOf } from '@/core/shared/format';
import { SCHOOLS_PATH } from '../schools/school-entity';
import { type FeeItem, feeEntity } from './fee-entity';
import { useFeeLabels } from './use-fee-labels';

export const meta = adminMeta('openschool-admin:fees.title');

/** /_admin/school-fees/{_id}: a fee, its school, its amount in US dollars, and its history. */
export function Component() {
  const { t } = useTranslation('openschool-admin');
  const { can } = useCurrentUser();
  const labels = useFeeLabels();
  const format = useFormat();
  return (
    <AdminDetailPage<FeeItem> entity={feeEntity} listTitle={t('fees.title')} editable>
      {(fee) => (
        <DetailFields
          rows={[
            [
              t('fees.school'),
              can('School:read') ? (
                <Anchor key="school" component={Link} to={`${SCHOOLS_PATH}/${fee.schoolId}`}>
                  {fee.schoolName}
                </Anchor>
              ) : (
                fee.schoolName
              ),
            ],
            [t('fees.kind'), labels.kind(fee.kind)],
            [t('fees.ages'), labels.ages(fee.ageFrom, fee.ageTo)],
            [t('fees.amount'), format.money(moneyOf(fee.amount, fee.currency))],
            [t('fees.amountUsd'), format.money(moneyOf(fee.amountUsd))],
            [t('fees.period'), labels.period(fee.period)],
            [t('fees.academicYear'), fee.academicYear],
            [t('fees.note'), fee.note],
            [t('fees.createdAt'), format.dateTime(fee.createdAt)],
            [t('fees.updatedAt'), format.dateTime(fee.updatedAt)],
          ]}
        />
      )}
    </AdminDetailPage>
  );
}
