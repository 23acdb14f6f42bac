import type { Money } from '@/core/shared/format';

export type { Money };

/** A currency's rate against the US dollar, from the exchange_rate table. */
export interface CurrencyRate {
  currency: string;
  /** How many units of this currency one US dollar buys. */
  unitsPerUsd: number;
  minorDigits: number;
}

/** The amount in the currency's main unit: 1250050 cents → 12500.5. */
export const majorOf = (money: Money) => money.amountMinor / 10 ** money.minorDigits;

/**
 * An amount converted through the US dollar into another currency, rounded to whole units of
 * that currency: a converted fee is an estimate, and cents would pretend otherwise. Null when
 * either rate is unknown.
 */
export function convertMoney(
  money: Money,
  target: string,
  rates: ReadonlyMap<string, CurrencyRate>,
): Money | null {
  const from = rates.get(money.currency);
  const to = rates.get(target);
  if (!from || !to) return null;
  if (from.currency === to.currency) return money;
  const whole = Math.round((majorOf(money) / from.unitsPerUsd) * to.unitsPerUsd);
  return { amountMinor: whole * 10 ** to.minorDigits, currency: to.currency, minorDigits: to.minorDigits };
}

/** The sum of amounts in one currency (each converted to it when they differ); null if one cannot be. */
export function sumMoney(
  amounts: readonly Money[],
  currency: string,
  rates: ReadonlyMap<string, CurrencyRate>,
): Money | null {
  const rate = rates.get(currency);
  if (!rate) return null;
  let total = 0;
  for (const amount of amounts) {
    const converted = convertMoney(amount, currency, rates);
    if (!converted) return null;
    total += converted.amountMinor;
  }
  return { amountMinor: total, currency, minorDigits: rate.minorDigits };
}
