import type { TypedDocumentNode } from '@urql/core';
import type { ResultOf } from 'gql.tada';
import { type FragmentDefinitionNode, parse, print } from 'graphql';
import { adminGraphql } from '@/core/client/graphql/admin-graphql';
import type { AdminListInput, AdminListSpec } from '@/core/shared/admin-list';

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
  /**
   * The fields its pages read, as a fragment written with `adminGraphql()`:
   * `fragment RoleFields on Role { _id version name permissions }`. `Item` is its generated type.
   */
  fields: TypedDocumentNode<Item>;
  /** What names a record in titles, links and confirmations. */
  titleOf(item: Item): string;
  /**
   * Where a record's row in the list leads when not to its own page under `path`: a missing
   * name kept in the data leads to the page that translates it.
   */
  pathOf?(item: Item): string | null;
}

// The parts of the generic operations below that every entity shares, typed from the schema.
const PAGE_INFO = adminGraphql(`fragment AdminPageInfoFields on PageInfo { count limit page }`);
const FIELD_ERROR = adminGraphql(`fragment AdminFieldErrorFields on FieldError { field code }`);
const BULK_ANSWER = adminGraphql(`fragment AdminBulkAnswer on AdminBulkResult { success code count }`);
const EXPORTED_FILE = adminGraphql(
  `fragment AdminExportedFile on AdminExport { filename mediaType content count truncated }`,
);
const IMPORT_ANSWER = adminGraphql(`
  fragment AdminImportAnswer on AdminImportResult {
    success code field committed created updated rows { line action id errors { field code } }
  }
`);

/** A list as a downloadable file. */
export type ExportedFile = ResultOf<typeof EXPORTED_FILE>;
/** What an import check or an import answers, row by row. */
export type ImportAnswer = ResultOf<typeof IMPORT_ANSWER>;

/** A mutation's answer as admin forms read it: every field at fault. */
export interface AdminMutationResult<Item> {
  success: boolean;
  code: string | null;
  field: string | null;
  fieldErrors: ResultOf<typeof FIELD_ERROR>[];
  item: Item | null;
}

export interface AdminPage<Item> {
  pageInfo: ResultOf<typeof PAGE_INFO>;
  items: Item[];
}

// The generic operations are the one place whose shape is written here rather than generated:
// every entity's record type comes from its fragment, every shared part from the fragments
// above, and tests/api/admin-client-documents.test.ts validates each entity's operations
// against schema/admin.graphql.
interface EntityDocuments<Item> {
  list: TypedDocumentNode<{ page: AdminPage<Item> }, { list: AdminListInput }>;
  item: TypedDocumentNode<{ item: Item | null }, { id: string }>;
  create: TypedDocumentNode<{ result: AdminMutationResult<Item> }, { input: unknown }>;
  update: TypedDocumentNode<
    { result: AdminMutationResult<Item> },
    { id: string; version: number; input: unknown }
  >;
  bulk: TypedDocumentNode<
    { result: ResultOf<typeof BULK_ANSWER> },
    { action: string; ids: string[]; input?: unknown }
  >;
  export: TypedDocumentNode<{ file: ExportedFile }, { list: AdminListInput; format: 'csv' | 'json' }>;
  import: TypedDocumentNode<
    { result: ImportAnswer },
    { format: 'csv' | 'json'; content: string; commit: boolean }
  >;
}

const cache = new WeakMap<object, EntityDocuments<unknown>>();

/** The name of a fragment document's (first) fragment. */
const fragmentName = (fragment: TypedDocumentNode<unknown>) =>
  (fragment.definitions[0] as FragmentDefinitionNode).name.value;

/**
 * The operations of an entity, built once from its fragment. Their names start with `Admin`,
 * which sends them to the admin endpoint; each result is aliased the same way whatever the entity.
 */
export function documentsOf<Item extends AdminItem>(entity: AdminClientEntity<Item>): EntityDocuments<Item> {
  const cached = cache.get(entity);
  if (cached) return cached as EntityDocuments<Item>;
  const { name, plural } = entity;
  const fields = `...${fragmentName(entity.fields)}`;
  const withFragments = (operation: string, ...fragments: TypedDocumentNode<unknown>[]) =>
    parse(`${operation}\n${fragments.map((fragment) => print(fragment)).join('\n')}`);
  const result = `success code field fieldErrors { ...${fragmentName(FIELD_ERROR)} } item { ${fields} }`;
  const documents: EntityDocuments<Item> = {
    list: withFragments(
      `query Admin${plural}List($list: AdminListInput) {
        page: admin${plural}(list: $list) { pageInfo { ...${fragmentName(PAGE_INFO)} } items { ${fields} } }
      }`,
      PAGE_INFO,
      entity.fields,
    ),
    item: withFragments(
      `query Admin${name}Item($id: ID!) { item: admin${name}(id: $id) { ${fields} } }`,
      entity.fields,
    ),
    create: withFragments(
      `mutation AdminCreate${name}($input: JSON!) { result: adminCreate${name}(input: $input) { ${result} } }`,
      FIELD_ERROR,
      entity.fields,
    ),
    update: withFragments(
      `mutation AdminUpdate${name}($id: ID!, $version: Int!, $input: JSON!) {
        result: adminUpdate${name}(id: $id, version: $version, input: $input) { ${result} }
      }`,
      FIELD_ERROR,
      entity.fields,
    ),
    bulk: withFragments(
      `mutation Admin${plural}Bulk($action: String!, $ids: [ID!]!, $input: JSON) {
        result: admin${plural}Bulk(action: $action, ids: $ids, input: $input) { ...${fragmentName(BULK_ANSWER)} }
      }`,
      BULK_ANSWER,
    ),
    export: withFragments(
      `query Admin${plural}Export($list: AdminListInput, $format: AdminFileFormat!) {
        file: admin${plural}Export(list: $list, format: $format) { ...${fragmentName(EXPORTED_FILE)} }
      }`,
      EXPORTED_FILE,
    ),
    import: withFragments(
      `mutation AdminImport${plural}($format: AdminFileFormat!, $content: String!, $commit: Boolean!) {
        result: adminImport${plural}(format: $format, content: $content, commit: $commit) {
          ...${fragmentName(IMPORT_ANSWER)}
        }
      }`,
      IMPORT_ANSWER,
    ),
  };
  cache.set(entity, documents as EntityDocuments<unknown>);
  return documents;
}
