import { Select } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Columns } from '../../../../core/client/layout/columns';
import { useFormat } from '../../../../core/client/use-format';
import { type ListParams, listPathOf } from '../../shared/list-params';
import { SCHOOL_SORTS, type SchoolSort } from '../../shared/schools-query';
import { SchoolSearchBox } from '../school-search-box';
import type { ListCountry, ListCountryCount } from './school-list.query';
import { useApplyList } from './use-apply-list';

const SORT_LABEL_KEYS: Record<SchoolSort, string> = {
  '-updatedAt': 'list.sort.recent',
  updatedAt: 'list.sort.oldest',
  name: 'list.sort.nameAsc',
  '-name': 'list.sort.nameDesc',
  avgFees: 'list.sort.feesAsc',
  '-avgFees': 'list.sort.feesDesc',
  '-rating': 'list.sort.rating',
};

// Mantine's Select shows no option for an empty value; no country's slug is "all".
const ALL_COUNTRIES = 'all';

/** Search box, country and sort of a school list; each choice is a new URL, back at page 1. */
export function SchoolListControls(props: {
  list: ListParams;
  countrySlug: string | undefined;
  currentCountry: ListCountry | null;
  countries: ListCountryCount[];
}) {
  const { t } = useTranslation('openschool');
  const { list, countrySlug, currentCountry } = props;
  const format = useFormat();
  const countryOptions = props.countries.map((country) => ({
    value: country.slug,
    label: `${country.name} (${format.number(country.count)})`,
  }));
  // A country without schools is not in the counts; it is still the one shown.
  if (currentCountry && !props.countries.some((country) => country.slug === currentCountry.slug)) {
    countryOptions.unshift({ value: currentCountry.slug, label: currentCountry.name });
  }
  const go = useApplyList(countrySlug);

  return (
    <Columns cols={{ base: 1, sm: 3 }} spacing="md">
      <SchoolSearchBox action={listPathOf(countrySlug)} />
      <Select
        label={t('list.country.label')}
        data={[{ value: ALL_COUNTRIES, label: t('list.country.all') }, ...countryOptions]}
        value={countrySlug ?? ALL_COUNTRIES}
        // Another country's list keeps the filters but the city, which was this country's.
        onChange={(slug) => go({ ...list, city: null }, slug && slug !== ALL_COUNTRIES ? slug : undefined)}
        searchable
        allowDeselect={false}
        nothingFoundMessage={t('list.country.none')}
        size="md"
        radius="md"
      />
      <Select
        label={t('list.sort.label')}
        data={SCHOOL_SORTS.map((sort) => ({ value: sort, label: t(SORT_LABEL_KEYS[sort]) }))}
        value={list.sort}
        onChange={(sort) => sort && go({ ...list, sort: sort as SchoolSort })}
        allowDeselect={false}
        size="md"
        radius="md"
      />
    </Columns>
  );
}
