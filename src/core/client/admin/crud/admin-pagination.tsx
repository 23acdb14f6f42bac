import { Group, Pagination, Select, Text } from '@mantine/core';
import { useFormat } from '@/core/client/use-format';
import { useTranslation } from '@/core/client/use-translation';
import { ADMIN_PAGE_SIZES } from '@/core/shared/admin-list';
import type { AdminListParams } from './use-admin-list-params';

/** "41–60 of 135", the pages, and the page size. */
export function AdminPagination(props: {
  pageInfo: { count: number; limit: number; page: number };
  params: AdminListParams;
}) {
  const { t } = useTranslation('admin');
  const { count, limit, page } = props.pageInfo;
  const format = useFormat();
  const pages = Math.max(1, Math.ceil(count / limit));
  const first = count === 0 ? 0 : (page - 1) * limit + 1;
  const last = Math.min(count, page * limit);
  return (
    <Group justify="space-between" wrap="wrap" gap="sm">
      <Text size="sm" c="gray.7" role="status">
        {t('crud.range', {
          first: format.number(first),
          last: format.number(last),
          count: format.number(count),
        })}
      </Text>
      <Group gap="sm" wrap="wrap">
        {pages > 1 && (
          <nav aria-label={t('crud.pages')}>
            <Pagination
              total={pages}
              value={Math.min(page, pages)}
              onChange={props.params.setPage}
              size="sm"
              siblings={1}
              getItemProps={(item) => ({
                'aria-label': t('crud.page', { page: item }),
                'aria-current': item === page ? 'page' : undefined,
              })}
              getControlProps={(control) => ({ 'aria-label': t(`crud.pageControl.${control}`) })}
            />
          </nav>
        )}
        <Select
          aria-label={t('crud.pageSize')}
          size="xs"
          w={90}
          data={ADMIN_PAGE_SIZES.map((size) => String(size))}
          value={String(limit)}
          allowDeselect={false}
          onChange={(size) => size && props.params.setLimit(Number(size))}
        />
      </Group>
    </Group>
  );
}
