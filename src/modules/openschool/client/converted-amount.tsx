import { useFormat } from '@/core/client/use-format';
import { useTranslation } from '@/core/client/use-translation';
import { moneyOf } from '@/core/shared/format';
import classes from './school-card.module.css';
import type { ShownCurrency } from './school-card-fields';

/**
 * An amount in US dollars in another currency, rounded to whole units: the visitor's (an
 * estimate, "≈ €15,200 a year") or the school's own (what it charges, "S$37,900 a year in the
 * school's currency": the dollar figures were worked out from it at the same rate).
 */
export function ConvertedAmount(props: {
  usd: number;
  currency: ShownCurrency;
  yearly: boolean;
  of?: 'visitor' | 'school';
  /** Right on a card, beside the name; left under a school page's title. */
  align?: 'left' | 'right';
}) {
  const { t } = useTranslation('openschool');
  const format = useFormat();
  const amount = format.money(
    moneyOf(props.usd * props.currency.unitsPerUsd, props.currency.currency, { whole: true }),
  );
  const key =
    props.of === 'school'
      ? props.yearly
        ? 'list.item.ownCurrency'
        : 'list.item.ownCurrencyOnce'
      : props.yearly
        ? 'list.item.converted'
        : 'list.item.convertedOnce';
  return (
    <p
      className={`${classes.note} ${classes[props.align ?? 'right']}`}
      data-testid={props.of === 'school' ? 'school-currency' : undefined}
    >
      {t(key, { amount })}
    </p>
  );
}

/**
 * The currencies a card shows besides US dollars: the school's own unless it is US dollars,
 * then the visitor's unless it is the school's (then the school's figure is exact, no estimate).
 */
export function cardCurrencies(
  school: ShownCurrency | null | undefined,
  visitor: ShownCurrency | null | undefined,
): { school: ShownCurrency | null; visitor: ShownCurrency | null } {
  const own = school && school.currency !== 'USD' ? school : null;
  const theirs = visitor && visitor.currency !== 'USD' && visitor.currency !== own?.currency ? visitor : null;
  return { school: own, visitor: theirs };
}

/** An amount in US dollars in the school's currency and the visitor's, as `cardCurrencies` picks them. */
export function CardConversions(props: {
  usd: number;
  currencies: ReturnType<typeof cardCurrencies>;
  yearly: boolean;
}) {
  const { school, visitor } = props.currencies;
  return (
    <>
      {school && <ConvertedAmount usd={props.usd} currency={school} yearly={props.yearly} of="school" />}
      {visitor && <ConvertedAmount usd={props.usd} currency={visitor} yearly={props.yearly} />}
    </>
  );
}
