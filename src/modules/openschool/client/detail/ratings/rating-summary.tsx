import { Group, Text } from '@mantine/core';
import { useFormat } from '@/core/client/use-format';
import { useTranslation } from '@/core/client/use-translation';

/** "★ 4.3 out of 5 · 12 ratings", or that nobody has rated the school yet. */
export function RatingSummary(props: { ratingAvg: number | null; ratingCount: number; size?: string }) {
  const { t } = useTranslation('openschool');
  const format = useFormat();
  if (props.ratingCount === 0 || props.ratingAvg === null) {
    return (
      <Text size={props.size ?? 'sm'} c="gray.7">
        {t('detail.rating.none')}
      </Text>
    );
  }
  const average = format.number(props.ratingAvg, { maximumFractionDigits: 1 });
  return (
    <Group gap={6} wrap="nowrap" data-testid="rating-summary">
      <Text span aria-hidden c="yellow.8" size={props.size ?? 'sm'}>
        ★
      </Text>
      <Text span size={props.size ?? 'sm'}>
        {t('detail.rating.average', { average, count: props.ratingCount })}
      </Text>
    </Group>
  );
}
