import { Link } from 'react-router';
import { PlainAlert } from '@/core/client/plain-alert';
import { buttonClassName } from '@/core/client/plain-button';
import { PlainStack } from '@/core/client/plain-layout';
import { useTranslation } from '@/core/client/use-translation';
import {
  activeFilterCount,
  type ListParams,
  listPathOf,
  listSearchOf,
  withoutFilters,
} from '@/modules/openschool/shared/list-params';
import { hasChildYear } from '@/modules/openschool/shared/school-filters';
import { SchoolItems } from '../school-items';
import type { SchoolListQuery } from './school-list.query';
import classes from './school-list-layout.module.css';
import { SchoolListPagination } from './school-list-pagination';

/** Why a list is empty, and the ways out: clear the filters, the search, or go to page 1. */
function EmptyList(props: {
  list: ListParams;
  count: number;
  countrySlug: string | undefined;
  countryName?: string;
}) {
  const { t } = useTranslation('openschool');
  const { list } = props;
  const path = listPathOf(props.countrySlug);
  const filtered = activeFilterCount(list) > 0;
  const actions: [string, string][] = [];
  let message: string;
  if (props.count > 0) {
    message = t('list.empty.page', { page: list.page });
    actions.push([t('list.empty.firstPage'), path + listSearchOf({ ...list, page: 1 })]);
  } else if (filtered || list.q) {
    message = filtered
      ? list.q
        ? t('list.empty.searchFilters', { q: list.q })
        : t('list.empty.filters')
      : t('list.empty.search', { q: list.q });
    if (filtered) actions.push([t('filters.clear'), path + listSearchOf(withoutFilters(list))]);
    if (list.q)
      actions.push([t('list.empty.clearSearch'), path + listSearchOf({ ...list, q: null, page: 1 })]);
  } else if (props.countryName) {
    message = t('list.empty.country', { country: props.countryName });
    actions.push([t('list.empty.allCountries'), '/schools']);
  } else {
    message = t('list.empty.all');
    actions.push([t('common:notFound.home'), '/']);
  }
  return (
    <div className={classes.empty} data-testid="school-list-empty">
      <p className={classes.emptyText}>{message}</p>
      <div className={classes.emptyActions}>
        {actions.map(([label, to], index) => (
          <Link key={to} to={to} className={buttonClassName({ variant: index === 0 ? 'light' : 'subtle' })}>
            {label}
          </Link>
        ))}
      </div>
    </div>
  );
}

/** A page of schools with the page links, or why it is empty and a way back. */
export function SchoolListResults(props: {
  page: SchoolListQuery['schools'];
  list: ListParams;
  countrySlug: string | undefined;
  countryName: string | undefined;
  labelledBy: string;
}) {
  const { t } = useTranslation('openschool');
  const { page, list, countrySlug } = props;
  if (page.items.length === 0) {
    return (
      <EmptyList
        list={list}
        count={page.pageInfo.count}
        countrySlug={countrySlug}
        countryName={props.countryName}
      />
    );
  }
  return (
    <PlainStack gap="lg">
      {page.approximate && list.q && (
        <PlainAlert color="blue" data-testid="school-list-approximate">
          {t('list.approximate', { q: list.q })}
        </PlainAlert>
      )}
      <SchoolItems
        schools={page.items}
        labelledBy={props.labelledBy}
        currency={page.currency}
        basis={hasChildYear(list) ? list.basis : undefined}
      />
      <SchoolListPagination pageInfo={page.pageInfo} list={list} path={listPathOf(countrySlug)} />
    </PlainStack>
  );
}
