import { useTranslation } from '@/core/client/use-translation';

/** A fee's kind, period and age band in words. */
export function useFeeLabels() {
  const { t } = useTranslation('openschool-admin');
  return {
    kind: (kind: string) => t(`fees.kinds.${kind}`),
    period: (period: string) => t(`fees.periods.${period}`),
    ages: (from: number | null, to: number | null) =>
      from === null ? t('fees.allAges') : t('fees.ageRange', { from, to }),
  };
}
