import { Text } from '@mantine/core';
import { adminMeta } from '@/core/client/admin/admin-meta';
import { AdminListPage } from '@/core/client/admin/crud/admin-list-page';
import { useFormat } from '@/core/client/use-format';
import { useTranslation } from '@/core/client/use-translation';
import { Stars } from '@/modules/openschool/client/rating/rating-marks';
import { type RatingItem, ratingEntity } from './rating-entity';
import { ModerationBadge } from './rating-status-badge';

export const meta = adminMeta('openschool-admin:ratings.title');

/**
 * /_admin/school-ratings: the ratings, newest first, with how many wait and the queue view
 * (pending, the longest waiting on top); approved or rejected in bulk; `?school=<id>` keeps one
 * school's ratings.
 */
export function Component() {
  const { t } = useTranslation('openschool-admin');
  const format = useFormat();
  return (
    <AdminListPage<RatingItem>
      entity={ratingEntity}
      moderated
      title={t('ratings.title')}
      columns={[
        { key: 'school', label: t('ratings.school'), render: (rating) => rating.schoolName },
        {
          key: 'overall',
          label: t('ratings.overall'),
          render: (rating) => <Stars value={rating.overall} size="xs" />,
        },
        {
          key: 'comment',
          label: t('ratings.comment'),
          render: (rating) => (
            <Text size="sm" lineClamp={2} maw={420}>
              {rating.comment}
            </Text>
          ),
        },
        {
          key: 'author',
          label: t('ratings.author'),
          render: (rating) => rating.authorEmail ?? <Text c="gray.7">{t('ratings.deletedAccount')}</Text>,
        },
        {
          key: 'status',
          label: t('ratings.status'),
          render: (rating) => <ModerationBadge status={rating.status} />,
        },
        {
          key: 'createdAt',
          label: t('ratings.createdAt'),
          render: (rating) => format.dateTime(rating.createdAt, { time: false }),
        },
      ]}
      filters={[
        {
          key: 'status',
          label: t('ratings.status'),
          optionLabel: (status) => t(`ratings.statuses.${status}`),
        },
        {
          key: 'overall',
          label: t('ratings.overall'),
          optionLabel: (stars) => t('ratings.stars', { count: Number(stars) }),
        },
        { key: 'author', label: t('ratings.author') },
        { key: 'createdAt', label: t('ratings.createdAt') },
      ]}
      bulkActions={[
        {
          action: 'approve',
          label: t('ratings.approve'),
          permission: 'SchoolRating:update',
          confirm: (count) => t('ratings.approveConfirm', { count }),
        },
        {
          action: 'reject',
          label: t('ratings.reject'),
          permission: 'SchoolRating:update',
          color: 'red',
          confirm: (count) => t('ratings.rejectConfirm', { count }),
          rejection: {
            label: t('ratings.rejectReason'),
            description: t('ratings.rejectReasonHelp'),
          },
        },
      ]}
    />
  );
}
