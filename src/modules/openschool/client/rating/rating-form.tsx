import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, Stack, Textarea } from '@mantine/core';
import { type Control, useController, useForm } from 'react-hook-form';
import { applyServerError } from '@/core/client/form/apply-server-error';
import { FormAlert } from '@/core/client/form/form-alert';
import { runMutation } from '@/core/client/form/run-mutation';
import { useErrorText } from '@/core/client/form/use-error-text';
import { useGraphQLClient } from '@/core/client/graphql-client/graphql-provider';
import { useTranslation } from '@/core/client/use-translation';
import { RATING_DIMENSIONS } from '@/modules/openschool/shared/directory-constants';
import {
  RATING_COMMENT_MAX,
  RATING_COMMENT_MIN,
  type RatingFormValues,
  type RatingInput,
  ratingInputSchema,
} from '@/modules/openschool/shared/rating-input';
import { MarkInput } from './mark-input';
import { type MyRatingView, RATE_SCHOOL } from './ratings.query';

/**
 * The member's rating of a school: the overall mark, the dimensions they wish to mark, and a
 * comment; their earlier rating, if any, to start from. A new rating waits for a moderator.
 */
export function RatingForm(props: {
  schoolId: string;
  mine: MyRatingView | null;
  onSaved: (rating: MyRatingView) => void;
  onCancel?: () => void;
}) {
  const { t } = useTranslation('openschool');
  const client = useGraphQLClient();
  const form = useForm<RatingFormValues, unknown, RatingInput>({
    resolver: zodResolver(ratingInputSchema),
    mode: 'onTouched',
    defaultValues: {
      overall: props.mine?.overall ?? 0,
      ...Object.fromEntries(
        RATING_DIMENSIONS.map((dimension) => [dimension, props.mine?.[dimension] ?? null]),
      ),
      comment: props.mine?.comment ?? '',
    },
  });
  const onSubmit = form.handleSubmit(async (values) => {
    const result = await runMutation(client, RATE_SCHOOL, { schoolId: props.schoolId, input: values });
    if (result.success && result.item) return props.onSaved(result.item);
    applyServerError(form, result, Object.keys(form.getValues()));
  });
  return (
    <form onSubmit={onSubmit} noValidate aria-label={t('ratings.form.title')}>
      <Stack gap="sm">
        <MarkInput
          control={form.control}
          name="overall"
          label={t('ratings.form.overall')}
          required
          size="lg"
        />
        {RATING_DIMENSIONS.map((dimension) => (
          <MarkInput
            key={dimension}
            control={form.control}
            name={dimension}
            label={t(`ratings.dimensions.${dimension}`)}
            size="sm"
          />
        ))}
        <CommentField control={form.control} />
        <FormAlert code={form.formState.errors.root?.server?.message} />
        <Group gap="sm">
          <Button type="submit" loading={form.formState.isSubmitting} autoContrast>
            {props.mine ? t('ratings.form.update') : t('ratings.form.submit')}
          </Button>
          {props.onCancel && (
            <Button variant="default" onClick={props.onCancel}>
              {t('ratings.form.cancel')}
            </Button>
          )}
        </Group>
      </Stack>
    </form>
  );
}

function CommentField(props: { control: Control<RatingFormValues, unknown, RatingInput> }) {
  const { t } = useTranslation('openschool');
  const errorText = useErrorText();
  const { field, fieldState } = useController({ control: props.control, name: 'comment' });
  const length = String(field.value ?? '').trim().length;
  return (
    <Textarea
      {...field}
      value={String(field.value ?? '')}
      label={t('ratings.form.comment')}
      description={t('ratings.form.commentHelp', {
        min: RATING_COMMENT_MIN,
        max: RATING_COMMENT_MAX,
        length,
      })}
      withAsterisk
      autosize
      minRows={4}
      maxRows={12}
      maxLength={RATING_COMMENT_MAX}
      error={errorText(fieldState.error?.message)}
    />
  );
}
