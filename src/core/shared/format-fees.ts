import { numberFormat } from './intl-formats';

/**
 * A fee amount in a currency for a locale. Whole amounts show no decimals (`$15,230`),
 * others two (`$15,230.50`). An amount that cannot be formatted shows `NaN`, as the spec says.
 */
export function formatFees(amount: number, options: { locale: string; currency?: string }): string {
  if (!Number.isFinite(amount)) return 'NaN';
  const decimals = Number.isInteger(amount) ? 0 : 2;
  try {
    return numberFormat(options.locale, {
      style: 'currency',
      currency: options.currency ?? 'USD',
      minimumFractionDigits: decimals,
      maximumFractionDigits: decimals,
    }).format(amount);
  } catch {
    return 'NaN';
  }
}
