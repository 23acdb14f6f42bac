import { Link } from 'react-router';
import { buttonClassName } from '@/core/client/plain-button';
import { useFormat } from '@/core/client/use-format';
import { useTranslation } from '@/core/client/use-translation';
import {
  filterChips,
  type ListParams,
  listPathOf,
  listSearchOf,
} from '@/modules/openschool/shared/list-params';
import type { SchoolListCountriesQuery } from './school-list.query';
import classes from './school-list-filters.module.css';

/** Each filter of the list as a link that removes it: what narrows the list, at a glance. */
export function ActiveFilters(props: {
  list: ListParams;
  countrySlug: string | undefined;
  options: SchoolListCountriesQuery | undefined;
}) {
  const { t } = useTranslation('openschool');
  const { list, options } = props;
  const format = useFormat();
  const currency = options?.exchangeRates.find((rate) => rate.currency === (list.currency ?? 'USD'));
  const chips = filterChips(list, {
    t: (key, values) => t(key, values),
    money: (amount) =>
      currency
        ? format.money({ amountMinor: Math.round(amount * 10 ** currency.minorDigits), ...currency })
        : String(amount),
    curriculumName: (slug) => {
      const curriculum = options?.curriculums.find((entry) => entry.slug === slug);
      return curriculum?.shortName ?? curriculum?.name ?? slug;
    },
    gradeName: (key) => options?.schoolListOptions.grades.find((entry) => entry.key === key)?.name ?? key,
    languageName: (code) => format.languageName(code),
  });
  if (chips.length === 0) return null;

  const path = listPathOf(props.countrySlug);
  return (
    <ul className={classes.chips} aria-label={t('filters.active')}>
      {chips.map((chip) => (
        <li key={chip.key}>
          <Link
            to={`${path}${listSearchOf({ ...list, ...chip.without, page: 1 })}`}
            preventScrollReset
            className={buttonClassName({ size: 'compact-sm', variant: 'default', round: true })}
            aria-label={t('filters.remove', { label: chip.label })}
          >
            {chip.label} <span aria-hidden>&nbsp;×</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
