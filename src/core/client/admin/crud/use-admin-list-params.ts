import { useSearchParams } from 'react-router';
import {
  type AdminListInput,
  type AdminListSpec,
  adminListInputOf,
  adminListSearchOf,
} from '@/core/shared/admin-list';

/**
 * The list's page, size, sort, search and filters, kept in the URL so a filtered list can be
 * bookmarked, shared and reached with Back. Any change but the page goes back to page 1.
 */
export function useAdminListParams(spec: AdminListSpec) {
  const [search, setSearch] = useSearchParams();
  const input = adminListInputOf(search, spec);
  const go = (next: AdminListInput) => setSearch(new URLSearchParams(adminListSearchOf(next, spec)));
  const filterValue = (key: string) => input.filters?.find((filter) => filter.key === key)?.value ?? '';
  return {
    input,
    page: input.page ?? 1,
    sort: input.sort ?? spec.defaultSort,
    filterValue,
    setPage: (page: number) => go({ ...input, page }),
    setLimit: (limit: number) => go({ ...input, limit, page: 1 }),
    setSort: (sort: string) => go({ ...input, sort, page: 1 }),
    setQuery: (q: string) => go({ ...input, q: q.trim() || null, page: 1 }),
    setFilter: (key: string, value: string) =>
      go({
        ...input,
        filters: [
          ...(input.filters ?? []).filter((filter) => filter.key !== key),
          ...(value ? [{ key, value }] : []),
        ],
        page: 1,
      }),
    clearAll: () => go({ sort: input.sort, limit: input.limit }),
    /** Whether a search or a filter narrows the list now. */
    narrowed: Boolean(input.q) || (input.filters?.length ?? 0) > 0,
  };
}

export type AdminListParams = ReturnType<typeof useAdminListParams>;
