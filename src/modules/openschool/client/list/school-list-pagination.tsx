import { PageLinks } from '@/core/client/page-links';
import { useTranslation } from '@/core/client/use-translation';
import { type ListParams, listSearchOf } from '@/modules/openschool/shared/list-params';

/** The school list's page links (`?page=`), keeping its sort, country and search. */
export function SchoolListPagination(props: {
  pageInfo: { count: number; limit: number; page: number };
  list: ListParams;
  path: string;
}) {
  const { t } = useTranslation('openschool');
  return (
    <PageLinks
      pageInfo={props.pageInfo}
      hrefOf={(page) => `${props.path}${listSearchOf({ ...props.list, page })}`}
      labels={{
        label: t('list.pagination.label'),
        page: (page) => t('list.pagination.page', { page }),
        previous: t('list.pagination.previous'),
        next: t('list.pagination.next'),
      }}
    />
  );
}
