import type { ObjectRef } from '@pothos/core';
import type { z } from 'zod';
import type { Db } from '@/core/server/db/database';
import type { AppSchemaTypes } from '@/core/server/graphql/builder';
import type { GraphQLContext } from '@/core/server/graphql/context';
import type { AdminListQuery, AdminListSpec } from '@/core/shared/admin-list';
import type { Permission } from '@/core/shared/permissions';

/** The records an admin list edits carry an id and a version raised by every edit. */
export interface AdminRecord {
  id: string;
  version: number;
}

/** A bulk action on selected records: `lock`, `approve`, `delete`… */
export interface AdminBulkAction<Item> {
  /** Permission needed besides `<Entity>:list`, e.g. `User:update`. */
  permission: Permission;
  /**
   * What the action asks besides the selection (a rejection's reason), checked by this schema
   * before anything is read; `input` is then its output. Without it, the action takes no input.
   */
  inputSchema?: z.ZodType<unknown>;
  /** Applies the action to the records (already read, locked for this transaction). */
  run(trx: Db, items: Item[], context: GraphQLContext, input?: unknown): Promise<void>;
  /**
   * Work outside the database once `run` is committed (mails sent again): it cannot be taken
   * back by a rollback, and must not keep the records locked while it waits on the network.
   */
  afterCommit?(items: Item[], context: GraphQLContext): Promise<void>;
}

/** How records travel in CSV and JSON files: export always, import when `toInput` is given. */
export interface AdminFileFormat<Item, Input = unknown> {
  /** Column headers, in order; an import reads the same headers. */
  headers: readonly string[];
  /** Columns an import also reads though an export does not write them (a shorthand). */
  importOnlyHeaders?: readonly string[];
  /**
   * A record as a file row, one value per header: a text, a number, a boolean, null, a list or
   * an object. A JSON file keeps them as they are; a CSV cell holds a list as `a; b` and an
   * object (or a list of objects) as JSON.
   */
  toRow(item: Item): Record<string, unknown>;
  /**
   * A file row (every cell a text, only the columns the file has) as the create/edit form's
   * input, checked by `inputSchema` next. `current` is the record the row's id names, so a
   * column the file leaves out keeps its value. Without it, the entity exports but does not
   * import.
   */
  toInput?(row: Record<string, string>, current: Item | null): unknown;
  /**
   * Whether `create` keeps the id it is given: a row whose id no record has is then created
   * with it (a file exported elsewhere, imported into a fresh database), instead of refused.
   */
  keepsIds?: boolean;
  /**
   * The input's unique natural key (a name, lowercased) and its field, so two rows of one file
   * that would collide are refused before anything is written. Only for a key the database
   * holds unique.
   */
  uniqueKey?: { field: string; of(input: Input): string };
}

/**
 * One record type of the admin console: everything its list, detail, form, bulk actions,
 * export and import need. `registerAdminEntity` turns it into admin GraphQL fields guarded by
 * `<name>:list`, `:read`, `:create` and `:update`.
 */
export interface AdminEntity<Item extends AdminRecord, Input = unknown> {
  /** Permission prefix and GraphQL name: `Role` → `Role:list`, `adminRoles`, `adminUpdateRole`. */
  name: string;
  /**
   * The permission prefix when it is not `name`: a school's revisions are guarded by
   * `School:list`, not by permissions of their own.
   */
  permissionPrefix?: string;
  plural: string;
  /** The record's GraphQL type, on the admin endpoint. */
  type: ObjectRef<AppSchemaTypes, Item>;
  list: AdminListSpec;
  /** Needed to read one record; `<name>:read` by default (the spec guards a role by Role:list). */
  readPermission?: Permission;
  /**
   * Needed besides `:create` or `:update` for the writes of the admin (form, import): members hold
   * `School:update` to propose edits on the public site; writing a school directly also takes
   * `School:publish`.
   */
  writePermission?: Permission;
  findPage(db: Db, list: AdminListQuery, context: GraphQLContext): Promise<{ items: Item[]; count: number }>;
  /** The record, or null. With `forUpdate`, its row is locked until the transaction ends. */
  findById(db: Db, id: string, options?: { forUpdate?: boolean }): Promise<Item | null>;
  /** The create and edit form's schema, shared with the browser. */
  inputSchema?: z.ZodType<Input>;
  /**
   * The create form's schema when it asks for other fields than the edit form (a user's email
   * is given once, at creation); `inputSchema` otherwise.
   */
  createInputSchema?: z.ZodType<Input>;
  /** Checks a valid input against the data (a name already taken…): the field and code, or null. */
  conflictOf?(
    db: Db,
    input: Input,
    current: Item | null,
    context: GraphQLContext,
  ): Promise<{ field: string; code: string } | null>;
  /**
   * Work a create needs first outside the database (asking an outside service about the record),
   * run on the checked input before the transaction opens; `create` gets what it returns. A
   * refusal here (an `AppError`) refuses the create, and nothing is written.
   */
  prepareCreate?(input: Input, context: GraphQLContext): Promise<Input>;
  /** Writes a new record; with `id` (an import of a `keepsIds` file), under that id. */
  create?(trx: Db, input: Input, context: GraphQLContext, id?: string): Promise<Item>;
  /**
   * Runs once a create is committed (from the form or an import): what must not happen for a
   * create that is rolled back, such as sending an email.
   */
  afterCreate?(item: Item, context: GraphQLContext): Promise<void>;
  /** Writes the edit and raises the version by one. */
  update?(trx: Db, current: Item, input: Input, context: GraphQLContext): Promise<Item>;
  bulkActions?: Record<string, AdminBulkAction<Item>>;
  file?: AdminFileFormat<Item, Input>;
  /** What the audit log keeps of a record (never a secret); the record itself by default. */
  auditOf?(item: Item): unknown;
}
