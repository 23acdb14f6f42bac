import { useFormat } from '@/core/client/use-format';
import { useTranslation } from '@/core/client/use-translation';
import { moneyOf } from '@/core/shared/format';
import type { FeeBasis } from '../shared/schools-query';
import { CardConversions, cardCurrencies } from './converted-amount';
import { FamilyCardFee } from './family-card-fee';
import { FeeAmount } from './fee-amount';
import classes from './school-card.module.css';
import type { SchoolCardView, ShownCurrency } from './school-card-fields';

/**
 * The fee of a school card. For a child's school year (a list with an age or a grade): that
 * year's tuition or first-year total, whichever the budget reads, named in the school's own
 * system ("Year 7 · $28,100 a year"), the other figure below. For a family, each child's year
 * and the family's first year (FamilyCardFee). Otherwise the average over all
 * years. In US dollars, then in the school's own currency and the visitor's (`cardCurrencies`).
 */
export function SchoolCardFee(props: {
  school: SchoolCardView;
  currency?: ShownCurrency | null;
  /** Set when the list is for a child's school year. */
  basis?: FeeBasis;
}) {
  const { t } = useTranslation('openschool');
  const format = useFormat();
  const { school, currency, basis } = props;
  const currencies = cardCurrencies(school.feeCurrency, currency);
  if (school.family) return <FamilyCardFee family={school.family} currencies={currencies} />;
  const year = basis ? school.yearFees : null;
  if (!year) {
    return (
      <>
        <p className={`${classes.amount} ${classes.right}`}>
          <FeeAmount avgFees={school.avgFees} />
        </p>
        {basis && <p className={`${classes.note} ${classes.right}`}>{t('list.item.yearUnknown')}</p>}
        {school.avgFees !== null && <CardConversions usd={school.avgFees} currencies={currencies} yearly />}
      </>
    );
  }
  const money = (usd: number) => format.money(moneyOf(usd));
  const grade = year.grade?.name ?? t('filters.age.option', { count: year.age });
  const firstYear = basis === 'firstYear';
  const main = firstYear ? year.firstYearUsd : year.tuitionUsd;
  return (
    <div className={classes.fees} data-testid="school-year-fees">
      <p className={`${classes.amount} ${classes.right}`}>
        {firstYear
          ? t('list.item.yearFirst', { grade, amount: money(main) })
          : t('list.item.year', { grade, amount: money(main) })}
      </p>
      <p className={`${classes.note} ${classes.right}`}>
        {firstYear
          ? t('list.item.yearTuitionNote', { amount: money(year.tuitionUsd) })
          : t('list.item.yearFirstNote', { amount: money(year.firstYearUsd) })}
      </p>
      <CardConversions usd={main} currencies={currencies} yearly={!firstYear} />
    </div>
  );
}
