import { z } from 'zod';

/**
 * What an admin list's column offers: sorting, and a filter of one kind. The same catalogue
 * drives the server (which sorts and filters may run) and the browser (which inputs to show).
 */
export interface AdminColumnSpec {
  sortable?: boolean;
  /**
   * `text`: contains, case insensitive; `exact`: equals (an id, a name); `options`: one of
   * `options`; `boolean`: yes/no; `dateRange`: `from..to` as ISO dates, either side may be empty.
   */
  filter?: 'text' | 'exact' | 'options' | 'boolean' | 'dateRange';
  options?: readonly string[];
}

export type AdminColumns = Readonly<Record<string, AdminColumnSpec>>;

/** A list's columns and how it sorts when the URL says nothing. */
export interface AdminListSpec {
  columns: AdminColumns;
  /** A sortable column's key, `-` first for descending: `-createdAt`. */
  defaultSort: string;
}

export const ADMIN_PAGE_SIZES = [10, 20, 50, 100] as const;
export const ADMIN_DEFAULT_PAGE_SIZE = 20;
/** URL parameters a column key may not use: they carry the page, size, sort and search. */
export const ADMIN_LIST_RESERVED = ['page', 'limit', 'sort', 'q'] as const;

export type AdminFilterValue = string | boolean | { from: string | null; to: string | null };

/** A list request after checking: what the repository applies. */
export interface AdminListQuery {
  page: number;
  limit: number;
  sort: { key: string; direction: 'asc' | 'desc' };
  q: string | undefined;
  filters: Record<string, AdminFilterValue>;
}

/** A list request as sent: the URL's parameters, or the GraphQL `AdminListInput`. */
export type AdminListInput = z.input<typeof adminListRequestSchema>;

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** `2026-01-01..2026-03-31`, `2026-01-01..` or `..2026-03-31`; null when it is none of these. */
export function parseDateRange(value: string): { from: string | null; to: string | null } | null {
  const [from = '', to = '', extra] = value.split('..');
  if (extra !== undefined || value.indexOf('..') < 0) return null;
  const valid = (date: string) => date === '' || (ISO_DATE.test(date) && !Number.isNaN(Date.parse(date)));
  if (!valid(from) || !valid(to) || (from === '' && to === '')) return null;
  if (from && to && from > to) return null;
  return { from: from || null, to: to || null };
}

function filterValue(spec: AdminColumnSpec, raw: string): AdminFilterValue | null {
  const value = raw.trim();
  switch (spec.filter) {
    case 'text':
      return value.length > 0 && value.length <= 100 ? value : null;
    case 'exact':
      return value.length > 0 && value.length <= 200 ? value : null;
    case 'options':
      return spec.options?.includes(value) ? value : null;
    case 'boolean':
      return value === 'true' ? true : value === 'false' ? false : null;
    case 'dateRange':
      return parseDateRange(value);
    default:
      return null;
  }
}

/** A column filter of a list request: the column's key and its value as a text. */
export const adminListFilterSchema = z.object({
  key: z.string().max(100, 'filter.invalid'),
  value: z.string().max(500, 'filter.invalid'),
});

/**
 * What any list's request may hold: page from 1, a size of ADMIN_PAGE_SIZES, a sort, a search
 * text of at most 100 characters, at most 20 filters. The admin GraphQL input is built from it.
 */
export const adminListRequestSchema = z.object({
  page: z.number().int('page.invalid').min(1, 'page.invalid').max(1_000_000, 'page.invalid').nullish(),
  limit: z
    .number()
    .int('limit.invalid')
    .refine((limit) => (ADMIN_PAGE_SIZES as readonly number[]).includes(limit), 'limit.invalid')
    .nullish(),
  sort: z.string().nullish(),
  q: z.string().trim().max(100, 'q.too.long').nullish(),
  filters: z.array(adminListFilterSchema).max(20, 'filter.invalid').nullish(),
});

/**
 * The schema of one list's requests: the request's, with a sortable column of this list, and
 * filters only on filterable columns, each of its kind. Error messages are codes of the
 * `errors` namespace.
 */
export function adminListQuerySchema(spec: AdminListSpec) {
  const sorts = Object.entries(spec.columns)
    .filter(([, column]) => column.sortable)
    .flatMap(([key]) => [key, `-${key}`]);
  return adminListRequestSchema
    .extend({
      sort: z
        .string()
        .refine((sort) => sorts.includes(sort), 'sort.invalid')
        .nullish(),
    })
    .transform((input, context): AdminListQuery => {
      const filters: Record<string, AdminFilterValue> = {};
      for (const { key, value } of input.filters ?? []) {
        const column = spec.columns[key];
        const parsed = column ? filterValue(column, value) : null;
        if (parsed === null) {
          context.addIssue({ code: 'custom', message: 'filter.invalid', path: ['filters', key] });
          return z.NEVER;
        }
        filters[key] = parsed;
      }
      const sort = input.sort ?? spec.defaultSort;
      return {
        page: input.page ?? 1,
        limit: input.limit ?? ADMIN_DEFAULT_PAGE_SIZE,
        sort: sort.startsWith('-')
          ? { key: sort.slice(1), direction: 'desc' }
          : { key: sort, direction: 'asc' },
        q: input.q || undefined,
        filters,
      };
    });
}

/** The list request a URL's query string describes; unknown parameters are left out. */
export function adminListInputOf(search: URLSearchParams, spec: AdminListSpec): AdminListInput {
  const number = (name: string) => {
    const value = search.get(name);
    return value && /^\d+$/.test(value) ? Number(value) : null;
  };
  const filters = Object.keys(spec.columns)
    .filter((key) => spec.columns[key]?.filter && search.get(key))
    .map((key) => ({ key, value: search.get(key)! }));
  return {
    page: number('page'),
    limit: number('limit'),
    sort: search.get('sort'),
    q: search.get('q'),
    filters,
  };
}

/** The query string of a list request, defaults left out, so a shared link stays short. */
export function adminListSearchOf(input: AdminListInput, spec: AdminListSpec): string {
  const search = new URLSearchParams();
  if (input.q) search.set('q', input.q);
  for (const { key, value } of input.filters ?? []) if (value) search.set(key, value);
  if (input.sort && input.sort !== spec.defaultSort) search.set('sort', input.sort);
  if (input.limit && input.limit !== ADMIN_DEFAULT_PAGE_SIZE) search.set('limit', String(input.limit));
  if (input.page && input.page > 1) search.set('page', String(input.page));
  const text = search.toString();
  return text ? `?${text}` : '';
}
