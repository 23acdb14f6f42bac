import { Text } from '@mantine/core';
import { endAligned } from '@/core/client/plain-table';
import { useFormat } from '@/core/client/use-format';
import { useTranslation } from '@/core/client/use-translation';
import { moneyOf } from '@/core/shared/format';
import { type CurrencyRate, convertMoney } from '@/modules/openschool/shared/money';
import type { FeeAmountView } from '../school-detail.query';

/** The currencies an amount is shown in: the school's, US dollars, and the visitor's if another. */
export interface FeeColumns {
  rates: ReadonlyMap<string, CurrencyRate>;
  /** False when the school charges in US dollars: the column would repeat the amounts. */
  usd: boolean;
  /** The visitor's currency when it adds a column (not USD); null otherwise. */
  visitor: string | null;
}

/** Header cells of the converted amounts. */
export function ConvertedHeads(props: { columns: FeeColumns }) {
  const { t } = useTranslation('openschool');
  return (
    <>
      {props.columns.usd && (
        <th scope="col" className={endAligned}>
          {t('detail.fees.inCurrency', { currency: 'USD' })}
        </th>
      )}
      {props.columns.visitor && (
        <th scope="col" className={endAligned} data-testid="visitor-currency-head">
          {t('detail.fees.inCurrency', { currency: props.columns.visitor })}
        </th>
      )}
    </>
  );
}

/** An amount in US dollars and in the visitor's currency; a dash when it cannot be converted. */
export function ConvertedCells(props: { amount: FeeAmountView | null; columns: FeeColumns }) {
  const { t } = useTranslation('openschool');
  const { money: format } = useFormat();
  const { amount, columns } = props;
  const visitor = amount && columns.visitor ? convertMoney(amount, columns.visitor, columns.rates) : null;
  return (
    <>
      {columns.usd && (
        <td className={endAligned} data-label={t('detail.fees.inCurrency', { currency: 'USD' })}>
          {amount?.usd != null ? format(moneyOf(amount.usd)) : '–'}
        </td>
      )}
      {columns.visitor && (
        <td
          className={endAligned}
          data-label={t('detail.fees.inCurrency', { currency: columns.visitor })}
          data-testid="visitor-amount"
        >
          {visitor ? format(visitor) : '–'}
        </td>
      )}
    </>
  );
}

/** An amount in the school's currency, with how it is charged when not yearly (`3 × €4,200.50 per term`). */
export function LocalAmount(props: {
  amount: FeeAmountView;
  perPeriod?: { amount: FeeAmountView; period: string };
}) {
  const { t } = useTranslation('openschool');
  const { money: format } = useFormat();
  const { perPeriod } = props;
  return (
    <>
      <Text span fw={600}>
        {format(props.amount)}
      </Text>
      {perPeriod && perPeriod.period !== 'year' && perPeriod.period !== 'once' && (
        <Text size="xs" c="gray.7">
          {t(`detail.fees.charged.${perPeriod.period}`, { amount: format(perPeriod.amount) })}
        </Text>
      )}
    </>
  );
}
