import { Paper, Text } from '@mantine/core';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { adminMeta } from '../../../../../core/client/admin/admin-meta';
import { AdminFormPage } from '../../../../../core/client/admin/crud/admin-form-page';
import { SelectField, TextField } from '../../../../../core/client/admin/crud/form-fields';
import { REJECT_REASON_MAX } from '../../../../../core/shared/moderation';
import { RATING_STATUSES } from '../../../shared/directory-constants';
import { type RatingModerationFormValues, ratingModerationInputSchema } from '../../../shared/rating-input';
import { choiceOf } from '../../choice-of';
import { type RatingItem, ratingEntity } from './rating-entity';

export const meta = adminMeta('openschool-admin:ratings.title');

/**
 * /_admin/school-ratings/{_id}/edit: the moderator's decision, a status and, for a rejection,
 * the reason its author reads. The marks and the text are the member's own.
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
          <ReasonField control={form.control} />
        </>
      )}
    </AdminFormPage>
  );
}

function ReasonField(props: {
  control: Parameters<typeof SelectField<RatingModerationFormValues>>[0]['control'];
}) {
  const { t } = useTranslation('openschool-admin');
  const status = useWatch({ control: props.control, name: 'status' });
  if (status !== 'rejected') return null;
  return (
    <TextField
      control={props.control}
      name="rejectReason"
      label={t('ratings.rejectReason')}
      description={t('ratings.rejectReasonHelp')}
      required
      multiline
      maxLength={REJECT_REASON_MAX}
    />
  );
}
