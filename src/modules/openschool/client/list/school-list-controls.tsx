import { useId } from 'react';
import { useSearchParams } from 'react-router';
import { Columns } from '@/core/client/layout/columns';
import { nativeOptions } from '@/core/client/native-options';
import { PlainButton } from '@/core/client/plain-button';
import { PlainNativeSelect } from '@/core/client/plain-fields';
import { useFormat } from '@/core/client/use-format';
import { useTranslation } from '@/core/client/use-translation';
import { COUNTRY_PARAM, type ListParams, listPathOf } from '@/modules/openschool/shared/list-params';
import { SCHOOL_SORTS, type SchoolSort } from '@/modules/openschool/shared/schools-query';
import { SchoolSearchBox } from '../school-search-box';
import { ALL_COUNTRIES, CountryPicker } from './country-picker';
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

/** The URL's parameters the country and sort form sends itself, or that a new choice drops. */
const CONTROLLED = new Set([COUNTRY_PARAM, 'sort', 'page']);

/**
 * Search box, country and sort of a school list; each choice is a new URL, back at page 1.
 * Country and sort are one GET form (its fields point to it with `form=`, so the grid stays):
 * without scripts a native country select and "Show schools" come in a <noscript>, and the
 * server turns `?country=` into the country's list; with them, each choice applies at once.
 */
export function SchoolListControls(props: {
  list: ListParams;
  countrySlug: string | undefined;
  currentCountry: ListCountry | null;
  countries: ListCountryCount[];
}) {
  const { t } = useTranslation('openschool');
  const { list, countrySlug, currentCountry } = props;
  const formId = useId();
  const [params] = useSearchParams();
  const format = useFormat();
  const countryOptions = props.countries.map((country) => ({
    value: country.slug,
    label: `${country.name} (${format.number(country.count)})`,
  }));
  // A country without schools is not in the counts; it is still the one shown.
  if (currentCountry && !props.countries.some((country) => country.slug === currentCountry.slug)) {
    countryOptions.unshift({ value: currentCountry.slug, label: currentCountry.name });
  }
  const countryData = [{ value: ALL_COUNTRIES, label: t('list.country.all') }, ...countryOptions];
  const go = useApplyList(countrySlug);

  return (
    <Columns cols={{ base: 1, sm: 3 }} spacing="md">
      <SchoolSearchBox action={listPathOf(countrySlug)} />
      <form id={formId} method="get" action={listPathOf(countrySlug)} hidden>
        {[...params].map(([name, value], index) =>
          CONTROLLED.has(name) ? null : (
            // biome-ignore lint/suspicious/noArrayIndexKey: a repeated parameter (curriculum=…) has one name for several values.
            <input key={`${name}-${index}`} type="hidden" name={name} value={value} />
          ),
        )}
      </form>
      <CountryPicker
        formId={formId}
        data={countryData}
        value={countrySlug ?? ALL_COUNTRIES}
        // Another country's list keeps the filters but the city, which was this country's.
        onChange={(slug) => go({ ...list, city: null }, slug !== ALL_COUNTRIES ? slug : undefined)}
      />
      <div>
        <PlainNativeSelect
          form={formId}
          name="sort"
          label={t('list.sort.label')}
          value={list.sort}
          onChange={(event) => go({ ...list, sort: event.currentTarget.value as SchoolSort })}
          size="md"
          rounded
        >
          {nativeOptions(SCHOOL_SORTS.map((sort) => ({ value: sort, label: t(SORT_LABEL_KEYS[sort]) })))}
        </PlainNativeSelect>
        <noscript>
          <PlainButton
            form={formId}
            type="submit"
            variant="light"
            style={{ marginTop: 'var(--mantine-spacing-xs)' }}
          >
            {t('filters.apply')}
          </PlainButton>
        </noscript>
      </div>
    </Columns>
  );
}
