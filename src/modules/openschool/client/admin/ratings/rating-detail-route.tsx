import { Anchor, Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { adminMeta } from '@/core/client/admin/admin-meta';
import type { AdminClientEntity, AdminItem } from '@/core/client/admin/crud/admin-client-entity';
import { AdminDetailPage, DetailFields } from '@/core/client/admin/crud/admin-detail-page';
import { ModerationDecision } from '@/core/client/admin/crud/moderation-decision';
import { useRejectionRows } from '@/core/client/admin/crud/rejection-inputs';
import { useFormat } from '@/core/client/use-format';
import { useTranslation } from '@/core/client/use-translation';
import { Stars } from '@/modules/openschool/client/rating/rating-marks';
import { RATING_DIMENSIONS } from '@/modules/openschool/shared/directory-constants';
import { type RatingItem, ratingEntity } from './rating-entity';
import { ModerationBadge } from './rating-status-badge';

export const meta = adminMeta('openschool-admin:ratings.title');

/**
 * /_admin/school-ratings/{_id}: a rating's marks, its text, where it stands, and its history;
 * a pending one is approved or rejected here.
 */
export function Component() {
  const { t } = useTranslation('openschool-admin');
  const rejectionRows = useRejectionRows();
  const format = useFormat();
  const when = (iso: string | null) => (iso ? format.dateTime(iso) : null);
  const stars = (value: number | null) => (value === null ? null : <Stars value={value} />);
  return (
    <AdminDetailPage<RatingItem> entity={ratingEntity} listTitle={t('ratings.title')} editable>
      {(rating) => (
        <Stack gap="lg">
          <ModerationDecision
            entity={ratingEntity as unknown as AdminClientEntity<AdminItem>}
            item={rating}
            permission="SchoolRating:update"
            accept={{ action: 'approve', label: t('ratings.approve') }}
            reject={{
              label: t('ratings.reject'),
              reason: { label: t('ratings.rejectReason'), description: t('ratings.rejectReasonHelp') },
            }}
          />
          <DetailFields
            rows={[
              [
                t('ratings.school'),
                <Anchor key="school" component={Link} to={`/_admin/schools/${rating.schoolId}`}>
                  {rating.schoolName}
                </Anchor>,
              ],
              [t('ratings.status'), <ModerationBadge key="status" status={rating.status} />],
              [t('ratings.author'), rating.authorEmail ?? t('ratings.deletedAccount')],
              [t('ratings.publicName'), rating.authorName ?? t('ratings.noPublicName')],
              [t('ratings.createdAt'), when(rating.createdAt)],
              [
                t('ratings.moderated'),
                rating.moderatedAt ? `${when(rating.moderatedAt)} · ${rating.moderatedByEmail ?? ''}` : null,
              ],
              ...rejectionRows(rating, [t('ratings.rejectReason'), rating.rejectReason]),
              [t('ratings.overall'), stars(rating.overall)],
              ...RATING_DIMENSIONS.map(
                (dimension) =>
                  [t(`ratings.dimensions.${dimension}`), stars(rating[dimension])] as [string, ReactNode],
              ),
            ]}
          />
          <Paper withBorder radius="md" p="md" component="section" aria-labelledby="rating-comment">
            <Title order={2} size="h4" id="rating-comment" mb="sm">
              {t('ratings.comment')}
            </Title>
            <Text style={{ whiteSpace: 'pre-line' }}>{rating.comment}</Text>
          </Paper>
        </Stack>
      )}
    </AdminDetailPage>
  );
}
