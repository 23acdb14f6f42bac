import { Paper, Text } from '@mantine/core';
import { adminMeta } from '@/core/client/admin/admin-meta';
import { AdminFormPage } from '@/core/client/admin/crud/admin-form-page';
import { SelectField } from '@/core/client/admin/crud/form-fields';
import { RejectionFields } from '@/core/client/admin/crud/rejection-inputs';
import { useTranslation } from '@/core/client/use-translation';
import { REJECT_CATEGORIES } from '@/core/shared/moderation';
import { choiceOf } from '@/modules/openschool/client/choice-of';
import { RATING_STATUSES } from '@/modules/openschool/shared/directory-constants';
import { ratingModerationInputSchema } from '@/modules/openschool/shared/rating-input';
import { type RatingItem, ratingEntity } from './rating-entity';

export const meta = adminMeta('openschool-admin:ratings.title');

/**
 * /_admin/school-ratings/{_id}/edit: the moderator's decision, a status and, for a rejection,
 * its kind and the reason its author reads. The marks and the text are the member's own.
 */
export function Component() {
  const { t } = useTranslation('openschool-admin');
  return (
    <AdminFormPage<RatingItem, typeof ratingModerationInputSchema>
      entity={ratingEntity}
      listTitle={t('ratings.title')}
      createTitle={t('ratings.title')}
      schema={ratingModerationInputSchema}
      defaults={(rating) => ({
        status: choiceOf(RATING_STATUSES, rating?.status) ?? 'pending',
        rejectCategory: choiceOf(REJECT_CATEGORIES, rating?.rejectCategory) ?? null,
        rejectReason: rating?.rejectReason ?? '',
      })}
    >
      {(form, rating) => (
        <>
          {rating && (
            <Paper withBorder radius="md" p="sm" component="figure" m={0}>
              <Text size="sm" c="gray.7" component="figcaption" mb={4}>
                {t('ratings.commentOf', { school: rating.schoolName })}
              </Text>
              <Text style={{ whiteSpace: 'pre-line' }}>{rating.comment}</Text>
            </Paper>
          )}
          <SelectField
            control={form.control}
            name="status"
            label={t('ratings.status')}
            required
            data={RATING_STATUSES.map((status) => ({
              value: status,
              label: t(`ratings.statuses.${status}`),
            }))}
          />
          <RejectionFields
            control={form.control}
            reason={{ label: t('ratings.rejectReason'), description: t('ratings.rejectReasonHelp') }}
          />
        </>
      )}
    </AdminFormPage>
  );
}
