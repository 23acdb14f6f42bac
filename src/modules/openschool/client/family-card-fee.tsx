import { PlainStack } from '@/core/client/plain-layout';
import { PlainText } from '@/core/client/plain-text';
import { useFormat } from '@/core/client/use-format';
import { useTranslation } from '@/core/client/use-translation';
import { moneyOf } from '@/core/shared/format';
import { CardConversions, type cardCurrencies } from './converted-amount';
import type { SchoolCardView } from './school-card-fields';

type Family = NonNullable<SchoolCardView['family']>;

/**
 * A family's fees at a school, on its card: each child's school year in the school's own
 * system with its first year ("Year 7 · $28,100"), then the family's first year together, in
 * US dollars, then in the school's currency and the parent's. A fee not given is said so.
 */
export function FamilyCardFee(props: { family: Family; currencies: ReturnType<typeof cardCurrencies> }) {
  const { t } = useTranslation('openschool');
  const format = useFormat();
  const money = (usd: number) => format.money(moneyOf(usd));
  const { family } = props;
  return (
    <PlainStack gap={0} align="flex-end" data-testid="family-fees">
      {family.years.map((year) => {
        const grade = year.grade?.name ?? t('filters.age.option', { count: year.age });
        return (
          <PlainText key={year.childIndex} size="sm" ta="right">
            {year.firstYearUsd === null
              ? t('list.item.familyYearUnknown', { grade })
              : t('list.item.familyYear', { grade, amount: money(year.firstYearUsd) })}
          </PlainText>
        );
      })}
      <PlainText fw={500} ta="right">
        {family.firstYearUsd === null
          ? t('list.item.familyTotalUnknown')
          : t('list.item.familyTotal', { amount: money(family.firstYearUsd) })}
      </PlainText>
      {family.firstYearUsd !== null && (
        <CardConversions usd={family.firstYearUsd} currencies={props.currencies} yearly={false} />
      )}
    </PlainStack>
  );
}
