import { Button, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useFormat } from '../../../../core/client/use-format';
import { type ListParams, listPathOf, listSearchOf } from '../../shared/list-params';
import type { SchoolListCountriesQuery } from './school-list.query';

interface Chip {
  key: string;
  label: string;
  without: Partial<ListParams>;
}

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
  const money = (amount: number) =>
    currency
      ? format.money({ amountMinor: Math.round(amount * 10 ** currency.minorDigits), ...currency })
      : String(amount);

  const chips: Chip[] = [];
  if (list.city) chips.push({ key: 'city', label: list.city, without: { city: null } });
  for (const slug of list.curriculums) {
    const curriculum = options?.curriculums.find((entry) => entry.slug === slug);
    chips.push({
      key: `curriculum-${slug}`,
      label: curriculum?.shortName ?? curriculum?.name ?? slug,
      without: { curriculums: list.curriculums.filter((entry) => entry !== slug) },
    });
  }
  if (list.age !== null) {
    chips.push({ key: 'age', label: t('filters.age.option', { count: list.age }), without: { age: null } });
  }
  if (list.children.length > 0) {
    chips.push({
      key: 'children',
      label: `${t('filters.family.label')}: ${list.children.join(', ')}`,
      without: { children: [], move: null },
    });
  }
  if (list.grade) {
    const grade = options?.schoolListOptions.grades.find((entry) => entry.key === list.grade);
    chips.push({ key: 'grade', label: grade?.name ?? list.grade, without: { grade: null } });
  }
  if (list.feeMin !== null || list.feeMax !== null) {
    const label =
      list.feeMin !== null && list.feeMax !== null
        ? t('filters.fees.between', { min: money(list.feeMin), max: money(list.feeMax) })
        : list.feeMin !== null
          ? t('filters.fees.from', { min: money(list.feeMin) })
          : t('filters.fees.upTo', { max: money(list.feeMax ?? 0) });
    chips.push({ key: 'fees', label, without: { feeMin: null, feeMax: null } });
  }
  for (const code of list.languages) {
    chips.push({
      key: `language-${code}`,
      label: format.languageName(code),
      without: { languages: list.languages.filter((entry) => entry !== code) },
    });
  }
  for (const name of list.accreditations) {
    chips.push({
      key: `accreditation-${name}`,
      label: name,
      without: { accreditations: list.accreditations.filter((entry) => entry !== name) },
    });
  }
  if (list.boarding)
    chips.push({ key: 'boarding', label: t('filters.boarding.label'), without: { boarding: false } });
  if (list.places)
    chips.push({ key: 'places', label: t('filters.places.label'), without: { places: false } });
  if (list.learningSupport) {
    chips.push({
      key: 'learningSupport',
      label: t('filters.learningSupport.label'),
      without: { learningSupport: false },
    });
  }
  if (chips.length === 0) return null;

  const path = listPathOf(props.countrySlug);
  return (
    <Group gap={6} component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label={t('filters.active')}>
      {chips.map((chip) => (
        <li key={chip.key}>
          <Button
            component={Link}
            to={`${path}${listSearchOf({ ...list, ...chip.without, page: 1 })}`}
            preventScrollReset
            size="compact-sm"
            variant="default"
            radius="xl"
            aria-label={t('filters.remove', { label: chip.label })}
          >
            {chip.label} <span aria-hidden>&nbsp;×</span>
          </Button>
        </li>
      ))}
    </Group>
  );
}
