import { formatMoney, type Money } from '../../shared/money';
import { useLocale } from './use-locale';

/** Formats amounts in the page's language: `€12,500`, `$14,535`, `¥1,520,000`. */
export function useMoneyFormat(): (money: Money) => string {
  const locale = useLocale();
  return (money) => formatMoney(money, locale);
}

/** Whole US dollars as an amount. */
export const usdMoney = (usd: number): Money => ({
  amountMinor: Math.round(usd * 100),
  currency: 'USD',
  minorDigits: 2,
});
