import { PlainGroup } from '@/core/client/plain-layout';
import { PlainText } from '@/core/client/plain-text';
import { useFormat } from '@/core/client/use-format';
import { useTranslation } from '@/core/client/use-translation';

/** "★ 4.3 out of 5 · 12 ratings", or that nobody has rated the school yet. */
export function RatingSummary(props: { ratingAvg: number | null; ratingCount: number; size?: 'sm' | 'lg' }) {
  const { t } = useTranslation('openschool');
  const format = useFormat();
  const size = props.size ?? 'sm';
  if (props.ratingCount === 0 || props.ratingAvg === null) {
    return (
      <PlainText size={size} c="gray.7">
        {t('detail.rating.none')}
      </PlainText>
    );
  }
  const average = format.number(props.ratingAvg, { maximumFractionDigits: 1 });
  return (
    <PlainGroup gap={6} wrap="nowrap" data-testid="rating-summary">
      <PlainText component="span" aria-hidden c="yellow.8" size={size}>
        ★
      </PlainText>
      <PlainText component="span" size={size}>
        {t('detail.rating.average', { average, count: props.ratingCount })}
      </PlainText>
    </PlainGroup>
  );
}
