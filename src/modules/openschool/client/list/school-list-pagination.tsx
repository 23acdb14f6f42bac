import { Pagination } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { type ListParams, listSearchOf } from './list-params';

/**
 * Links to the other pages of the list (`?page=`): real links, so they work without JavaScript
 * and search engines follow them. Hidden when everything fits on one page.
 */
export function SchoolListPagination(props: {
  pageInfo: { count: number; limit: number; page: number };
  list: ListParams;
  path: string;
}) {
  const { t } = useTranslation('openschool');
  const { pageInfo, list, path } = props;
  const total = Math.ceil(pageInfo.count / pageInfo.limit);
  if (total <= 1) return null;
  const linkTo = (page: number) => ({ component: Link, to: `${path}${listSearchOf({ ...list, page })}` });
  const target = { previous: pageInfo.page - 1, next: pageInfo.page + 1, first: 1, last: total };
  return (
    <nav aria-label={t('list.pagination.label')}>
      <Pagination
        value={Math.min(pageInfo.page, total)}
        total={total}
        size="md"
        gap={6}
        siblings={1}
        getItemProps={(page) => ({ ...linkTo(page), 'aria-label': t('list.pagination.page', { page }) })}
        getControlProps={(control) => {
          const page = target[control];
          const label = { 'aria-label': t(`list.pagination.${control}`) };
          // A disabled control stays a button: a link cannot be disabled.
          return page >= 1 && page <= total && page !== pageInfo.page ? { ...linkTo(page), ...label } : label;
        }}
      />
    </nav>
  );
}
