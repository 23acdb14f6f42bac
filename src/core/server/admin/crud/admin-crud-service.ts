import { z } from 'zod';
import { requirePermission } from '@/core/server/auth/guard';
import type { Db } from '@/core/server/db/database';
import { AppError } from '@/core/server/errors';
import type { GraphQLContext } from '@/core/server/graphql/context';
import { InputError, parseInput } from '@/core/server/validation';
import { type AdminListInput, adminListQuerySchema } from '@/core/shared/admin-list';
import { adminPermission } from '@/core/shared/admin-permission';
import { recordAudit } from '../audit/audit-log';
import type { AdminEntity, AdminRecord } from './admin-entity';

/** Ids of records: UUIDs, so a malformed one is refused before any SQL runs. */
export const recordIdSchema = z.uuid('id.invalid');
/** How many records one bulk action may touch: a page of the largest size, ten times over. */
export const BULK_MAX = 1000;
const bulkIdsSchema = z.array(recordIdSchema).min(1, 'selection.empty').max(BULK_MAX, 'selection.too.large');

export const auditSnapshot = <Item extends AdminRecord>(entity: AdminEntity<Item>, item: Item) =>
  entity.auditOf ? entity.auditOf(item) : item;

/** A page of records for the list: needs `<Entity>:list`. */
export async function listRecords<Item extends AdminRecord>(
  entity: AdminEntity<Item>,
  context: GraphQLContext,
  input: AdminListInput,
) {
  requirePermission(context, adminPermission(entity, 'list'));
  const list = parseInput(adminListQuerySchema(entity.list), input);
  const { items, count } = await entity.findPage(context.db, list, context);
  return { items, pageInfo: { count, limit: list.limit, page: list.page } };
}

/** One record, or null when there is none with this id: needs `<Entity>:read`. */
export async function readRecord<Item extends AdminRecord>(
  entity: AdminEntity<Item>,
  context: GraphQLContext,
  id: string,
): Promise<Item | null> {
  requirePermission(context, entity.readPermission ?? adminPermission(entity, 'read'));
  if (!recordIdSchema.safeParse(id).success) return null;
  return entity.findById(context.db, id);
}

/** The input checked by the form's schema, then against the data (a name already taken). */
export async function checkedInput<Item extends AdminRecord, Input>(
  entity: AdminEntity<Item, Input>,
  db: Db,
  raw: unknown,
  current: Item | null,
  context: GraphQLContext,
): Promise<Input> {
  const schema = current ? entity.inputSchema : (entity.createInputSchema ?? entity.inputSchema);
  if (!schema) throw new AppError('operation.unsupported');
  const input = parseInput(schema, raw) as Input;
  const conflict = await entity.conflictOf?.(db, input, current, context);
  if (conflict) throw new InputError([conflict]);
  return input;
}

/** Creates a record from the form's input and records it in the audit log: needs `<Entity>:create`. */
export async function createRecord<Item extends AdminRecord, Input>(
  entity: AdminEntity<Item, Input>,
  context: GraphQLContext,
  raw: unknown,
): Promise<Item> {
  requirePermission(context, adminPermission(entity, 'create'));
  if (entity.writePermission) requirePermission(context, entity.writePermission);
  const create = entity.create;
  if (!create) throw new AppError('operation.unsupported');
  // Outside the transaction: no database connection waits while an outside service answers.
  const prepared = entity.prepareCreate
    ? await entity.prepareCreate(await checkedInput(entity, context.db, raw, null, context), context)
    : null;
  const created = await context.db.transaction().execute(async (trx) => {
    const input = prepared ?? (await checkedInput(entity, trx, raw, null, context));
    const item = await create(trx, input, context);
    await recordAudit(trx, context, {
      entity: entity.name,
      entityId: item.id,
      action: 'create',
      after: auditSnapshot(entity, item),
    });
    return item;
  });
  await entity.afterCreate?.(created, context);
  return created;
}

/**
 * Saves an edit made on the record as it was at `version`: if anyone saved it since, the edit
 * is refused with `record.conflict` and nothing is written. Needs `<Entity>:update`.
 */
export async function updateRecord<Item extends AdminRecord, Input>(
  entity: AdminEntity<Item, Input>,
  context: GraphQLContext,
  id: string,
  version: number,
  raw: unknown,
): Promise<Item> {
  requirePermission(context, adminPermission(entity, 'update'));
  if (entity.writePermission) requirePermission(context, entity.writePermission);
  const update = entity.update;
  if (!update) throw new AppError('operation.unsupported');
  if (!recordIdSchema.safeParse(id).success) throw new AppError('not.found', { status: 404 });
  return context.db.transaction().execute(async (trx) => {
    const current = await entity.findById(trx, id, { forUpdate: true });
    if (!current) throw new AppError('not.found', { status: 404 });
    if (current.version !== version) throw new AppError('record.conflict', { status: 409 });
    const input = await checkedInput(entity, trx, raw, current, context);
    const item = await update(trx, current, input, context);
    await recordAudit(trx, context, {
      entity: entity.name,
      entityId: item.id,
      action: 'update',
      before: auditSnapshot(entity, current),
      after: auditSnapshot(entity, item),
    });
    return item;
  });
}

/**
 * Runs a bulk action on the selected records, all or none: needs `<Entity>:list` and the
 * action's permission. Each record's change goes to the audit log; the action's work outside
 * the database (`afterCommit`) follows the commit. Answers how many changed.
 */
export async function runBulkAction<Item extends AdminRecord>(
  entity: AdminEntity<Item>,
  context: GraphQLContext,
  actionName: string,
  rawIds: unknown,
  rawInput?: unknown,
): Promise<number> {
  requirePermission(context, adminPermission(entity, 'list'));
  const action = entity.bulkActions?.[actionName];
  if (!action) throw new AppError('action.unknown', { field: 'action' });
  requirePermission(context, action.permission);
  const ids = [...new Set(parseInput(bulkIdsSchema, rawIds))];
  const input = action.inputSchema ? parseInput(action.inputSchema, rawInput ?? {}) : undefined;
  const changed = await context.db.transaction().execute(async (trx) => {
    const items: Item[] = [];
    for (const id of ids) {
      const item = await entity.findById(trx, id, { forUpdate: true });
      if (!item) throw new AppError('not.found', { status: 404, field: 'ids' });
      items.push(item);
    }
    await action.run(trx, items, context, input);
    for (const before of items) {
      const after = await entity.findById(trx, before.id);
      await recordAudit(trx, context, {
        entity: entity.name,
        entityId: before.id,
        action: actionName,
        before: auditSnapshot(entity, before),
        after: after ? auditSnapshot(entity, after) : null,
      });
    }
    return items;
  });
  await action.afterCommit?.(changed, context);
  return changed.length;
}
