import { type FormEvent, startTransition, useId, useOptimistic } from 'react';
import { Link } from 'react-router';
import { PlainButton } from '@/core/client/plain-button';
import { anchorClassName, PlainTitle } from '@/core/client/plain-text';
import { useFormat } from '@/core/client/use-format';
import { useTranslation } from '@/core/client/use-translation';
import { ACCREDITATIONS } from '@/modules/openschool/shared/directory-constants';
import {
  activeFilterCount,
  type ListParams,
  listPathOf,
  listSearchOf,
  withoutFilters,
} from '@/modules/openschool/shared/list-params';
import { hasChildYear, hasSchoolYears, type ListFilters } from '@/modules/openschool/shared/school-filters';
import { INSTRUCTION_LANGUAGES } from '@/modules/openschool/shared/schools-query';
import { AgeFilter } from './age-filter';
import { CityFilter } from './city-filter';
import { FamilyFilter } from './family-filter';
import { FeeRangeFilter } from './fee-range-filter';
import { FilterCheckbox, FilterCheckboxes } from './filter-checkboxes';
import type { SchoolListCountriesQuery } from './school-list.query';
import classes from './school-list-filters.module.css';
import { useApplyList } from './use-apply-list';

/**
 * The filters of a school list, as a GET form of native controls: without JavaScript it sends
 * the filters as the URL's query (the search and sort ride along as hidden fields). With it,
 * each choice shows its list at once; typed values apply when left or on Enter.
 */
export function SchoolListFilters(props: {
  list: ListParams;
  countrySlug: string | undefined;
  options: SchoolListCountriesQuery | undefined;
  /** False in a drawer, whose title names the filters. */
  showTitle?: boolean;
  /** Called once "Show schools" applied the filters (a drawer closes). */
  onSubmitted?: () => void;
}) {
  const { t, i18n } = useTranslation('openschool');
  const headingId = useId();
  const { countrySlug, options } = props;
  const apply = useApplyList(countrySlug);
  // A choice shows at once, while the router moves to its URL: without this, a ticked box
  // would untick until the new URL renders.
  const [list, showChoice] = useOptimistic(props.list);
  const set = (change: Partial<ListFilters>) =>
    startTransition(async () => {
      const next = { ...list, ...change };
      showChoice(next);
      await apply(next);
    });
  const path = listPathOf(countrySlug);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const search = new URLSearchParams([...data].map(([name, value]) => [name, String(value)]));
    // Read with the filters' schemas, as the server reads the form sent without scripts; they
    // loaded with the page's reading of its address, or once it was idle.
    const { listParamsOf } = await import('@/modules/openschool/shared/list-address');
    apply(listParamsOf(search));
    props.onSubmitted?.();
  };

  const format = useFormat();
  const languages = [...new Set([...INSTRUCTION_LANGUAGES, ...list.languages])]
    .map((code) => ({ value: code, label: format.languageName(code) }))
    .sort((a, b) => a.label.localeCompare(b.label, i18n.language));

  return (
    <form
      method="get"
      action={path}
      onSubmit={onSubmit}
      aria-labelledby={props.showTitle === false ? undefined : headingId}
      aria-label={props.showTitle === false ? t('filters.title') : undefined}
    >
      <div className={classes.filters}>
        {props.showTitle !== false && (
          <PlainTitle order={2} size="h4" id={headingId}>
            {t('filters.title')}
          </PlainTitle>
        )}
        {list.q && <input type="hidden" name="q" value={list.q} />}
        {list.sort !== '-updatedAt' && <input type="hidden" name="sort" value={list.sort} />}
        <CityFilter
          cities={options?.schoolListOptions.cities ?? []}
          city={list.city}
          onChange={(city) => set({ city })}
        />
        <FilterCheckboxes
          name="curriculum"
          legend={t('filters.curriculum.label')}
          options={(options?.curriculums ?? []).map((curriculum) => ({
            value: curriculum.slug,
            label: curriculum.name,
            group: curriculum.familyName,
          }))}
          checked={list.curriculums}
          onChange={(curriculums) => set({ curriculums })}
        />
        <AgeFilter
          grades={options?.schoolListOptions.grades ?? []}
          age={list.age}
          grade={list.grade}
          onChange={(change) => set({ ...change, children: [], move: null })}
        />
        <FamilyFilter
          family={list.children}
          move={list.move}
          onChange={(change) => set({ ...change, age: null, grade: null })}
        />
        <FilterCheckbox
          name="places"
          value="true"
          label={t('filters.places.label')}
          description={hasSchoolYears(list) ? t('filters.places.help') : t('filters.places.needsYear')}
          disabled={!hasSchoolYears(list)}
          checked={list.places && hasSchoolYears(list)}
          onChange={(places) => set({ places })}
        />
        <FeeRangeFilter
          currencies={options?.exchangeRates ?? []}
          currency={list.currency}
          feeMin={list.feeMin}
          feeMax={list.feeMax}
          basis={hasChildYear(list) ? list.basis : null}
          family={list.children.length > 0}
          onChange={(change) => set(change)}
        />
        <FilterCheckboxes
          name="language"
          legend={t('filters.language.label')}
          options={languages}
          checked={list.languages}
          onChange={(codes) => set({ languages: codes })}
        />
        <FilterCheckboxes
          name="accreditation"
          legend={t('filters.accreditation.label')}
          options={ACCREDITATIONS.map((name) => ({ value: name, label: name }))}
          checked={list.accreditations}
          onChange={(accreditations) => set({ accreditations })}
        />
        <FilterCheckbox
          name="boarding"
          value="true"
          label={t('filters.boarding.label')}
          checked={list.boarding}
          onChange={(boarding) => set({ boarding })}
        />
        <FilterCheckbox
          name="learningSupport"
          value="true"
          label={t('filters.learningSupport.label')}
          checked={list.learningSupport}
          onChange={(learningSupport) => set({ learningSupport })}
        />
        <div className={classes.actions}>
          <PlainButton type="submit" variant="light">
            {t('filters.apply')}
          </PlainButton>
          {activeFilterCount(list) > 0 && (
            <Link
              to={`${path}${listSearchOf(withoutFilters(list))}`}
              preventScrollReset
              className={anchorClassName}
            >
              {t('filters.clear')}
            </Link>
          )}
        </div>
      </div>
    </form>
  );
}
