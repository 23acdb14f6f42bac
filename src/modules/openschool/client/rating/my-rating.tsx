import { Badge, Group, Paper, Stack, Text } from '@mantine/core';
import { PlainAlert } from '@/core/client/plain-alert';
import { PlainButton } from '@/core/client/plain-button';
import { useTranslation } from '@/core/client/use-translation';
import { DimensionMarks, Stars } from './rating-marks';
import type { MyRatingView } from './ratings.query';

// Keyed by string: the API types a status as one.
const STATUS_COLOR: Record<string, string> = { pending: 'yellow', approved: 'green', rejected: 'red' };

/** The member's own rating and where it stands: pending (only they see it), published, or refused and why. */
export function MyRating(props: { rating: MyRatingView; onChange: () => void }) {
  const { t } = useTranslation('openschool');
  const { rating } = props;
  return (
    <Paper withBorder radius="md" p="md" data-testid="my-rating">
      <Stack gap="xs">
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Text fw={600}>{t('ratings.mine.title')}</Text>
          <Badge color={STATUS_COLOR[rating.status]} variant="light" c="dark.7" tt="none">
            {t(`ratings.status.${rating.status}`)}
          </Badge>
        </Group>
        <Stars value={rating.overall} />
        <DimensionMarks marks={rating} />
        <Text style={{ whiteSpace: 'pre-line' }}>{rating.comment}</Text>
        {rating.status === 'pending' && (
          <Text size="sm" c="gray.7">
            {t('ratings.mine.pending')}
          </Text>
        )}
        {rating.status === 'rejected' && (
          <PlainAlert color="red" title={t('ratings.mine.rejected')}>
            {rating.rejectReason}
          </PlainAlert>
        )}
        <Group>
          <PlainButton variant="default" size="xs" onClick={props.onChange}>
            {t('ratings.mine.change')}
          </PlainButton>
        </Group>
      </Stack>
    </Paper>
  );
}
