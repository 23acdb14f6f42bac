import { gql, type TypedDocumentNode } from '@apollo/client';
import type { AdminListInput, AdminListSpec } from '../../../shared/admin-list';

/** What every admin record has on the client: its id and the version an edit is based on. */
export interface AdminItem {
  _id: string;
  version: number;
}

/**
 * One record type of the admin console, as the browser sees it: the names its GraphQL fields
 * derive from (as the server's `registerAdminEntity` makes them), its pages' path, its list's
 * columns (shared with the server) and the fields its pages read.
 */
export interface AdminClientEntity<Item extends AdminItem = AdminItem> {
  /** `Role`: permissions `Role:list`…, fields `adminRoles`, `adminRole`, `adminCreateRole`… */
  name: string;
  /** The permission prefix when it is not `name` (a school's revisions: `School`), as on the server. */
  permissionPrefix?: string;
  plural: string;
  /** `/_admin/roles`: the list; `/create`, `/{_id}` and `/{_id}/edit` below it. */
  path: string;
  list: AdminListSpec;
  /** The GraphQL selection of a record: `_id version name permissions`. */
  fields: string;
  /** What names a record in titles, links and confirmations. */
  titleOf(item: Item): string;
}

/** A list as a downloadable file. */
export interface ExportedFile {
  filename: string;
  mediaType: string;
  content: string;
  count: number;
  truncated: boolean;
}

/** What an import check or an import answers, row by row. */
export interface ImportAnswer {
  success: boolean;
  code: string | null;
  field: string | null;
  committed: boolean;
  created: number;
  updated: number;
  rows: { line: number; action: string; id: string | null; errors: { field: string; code: string }[] }[];
}

interface EntityDocuments<Item> {
  list: TypedDocumentNode<{ page: AdminPage<Item> }, { list: AdminListInput }>;
  item: TypedDocumentNode<{ item: Item | null }, { id: string }>;
  create: TypedDocumentNode<{ result: AdminMutationResult<Item> }, { input: unknown }>;
  update: TypedDocumentNode<
    { result: AdminMutationResult<Item> },
    { id: string; version: number; input: unknown }
  >;
  bulk: TypedDocumentNode<
    { result: { success: boolean; code: string | null; field: null; count: number } },
    { action: string; ids: string[]; input?: unknown }
  >;
  export: TypedDocumentNode<{ file: ExportedFile }, { list: AdminListInput; format: 'csv' | 'json' }>;
  import: TypedDocumentNode<
    { result: ImportAnswer },
    { format: 'csv' | 'json'; content: string; commit: boolean }
  >;
}

const RESULT = 'success code field fieldErrors { field code }';
const cache = new WeakMap<object, EntityDocuments<unknown>>();

/**
 * The operations of an entity, built once. Their names start with `Admin`, which sends them to
 * the admin endpoint; each result is aliased the same way whatever the entity.
 */
export function documentsOf<Item extends AdminItem>(entity: AdminClientEntity<Item>): EntityDocuments<Item> {
  const cached = cache.get(entity);
  if (cached) return cached as EntityDocuments<Item>;
  const { name, plural, fields } = entity;
  const documents: EntityDocuments<Item> = {
    list: gql(`query Admin${plural}List($list: AdminListInput) {
      page: admin${plural}(list: $list) { pageInfo { count limit page } items { ${fields} } }
    }`),
    item: gql(`query Admin${name}Item($id: ID!) { item: admin${name}(id: $id) { ${fields} } }`),
    create: gql(`mutation AdminCreate${name}($input: JSON!) {
      result: adminCreate${name}(input: $input) { ${RESULT} item { ${fields} } }
    }`),
    update: gql(`mutation AdminUpdate${name}($id: ID!, $version: Int!, $input: JSON!) {
      result: adminUpdate${name}(id: $id, version: $version, input: $input) { ${RESULT} item { ${fields} } }
    }`),
    bulk: gql(`mutation Admin${plural}Bulk($action: String!, $ids: [ID!]!, $input: JSON) {
      result: admin${plural}Bulk(action: $action, ids: $ids, input: $input) { success code count }
    }`),
    export: gql(`query Admin${plural}Export($list: AdminListInput, $format: AdminFileFormat!) {
      file: admin${plural}Export(list: $list, format: $format) { filename mediaType content count truncated }
    }`),
    import:
      gql(`mutation AdminImport${plural}($format: AdminFileFormat!, $content: String!, $commit: Boolean!) {
      result: adminImport${plural}(format: $format, content: $content, commit: $commit) {
        success code field committed created updated rows { line action id errors { field code } }
      }
    }`),
  };
  cache.set(entity, documents as EntityDocuments<unknown>);
  return documents;
}

/** A mutation's answer as admin forms read it: every field at fault. */
export interface AdminMutationResult<Item> {
  success: boolean;
  code: string | null;
  field: string | null;
  fieldErrors: { field: string; code: string }[];
  item: Item | null;
}

export interface AdminPage<Item> {
  pageInfo: { count: number; limit: number; page: number };
  items: Item[];
}
