import { PageLinks } from '@/core/client/page-links';
import { useTranslation } from '@/core/client/use-translation';
import { BLOG_PATH } from '@/modules/blog/shared/blog-paths';
import { type BlogListParams, blogListSearchOf } from './blog-list-params';

/** The blog list's page links (`?page=`), keeping its language filter. */
export function BlogListPagination(props: {
  pageInfo: { count: number; limit: number; page: number };
  list: BlogListParams;
}) {
  const { t } = useTranslation('blog');
  return (
    <PageLinks
      pageInfo={props.pageInfo}
      hrefOf={(page) => `${BLOG_PATH}${blogListSearchOf({ ...props.list, page })}`}
      labels={{
        label: t('list.pagination.label'),
        page: (page) => t('list.pagination.page', { page }),
        previous: t('list.pagination.previous'),
        next: t('list.pagination.next'),
      }}
    />
  );
}
