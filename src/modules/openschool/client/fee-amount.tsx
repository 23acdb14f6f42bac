import { useFormat } from '@/core/client/use-format';
import { useTranslation } from '@/core/client/use-translation';
import { moneyOf } from '@/core/shared/format';

/**
 * A school's average yearly fee in USD, or a note that it is not known. In whole dollars: an
 * average over school years (and often a conversion) is an estimate, and cents would pretend
 * otherwise.
 */
export function FeeAmount(props: { avgFees: number | null }) {
  const { t } = useTranslation('openschool');
  const format = useFormat();
  if (props.avgFees === null) return <>{t('fees.unknown')}</>;
  return <>{t('fees.perYear', { amount: format.money(moneyOf(props.avgFees, 'USD', { whole: true })) })}</>;
}
