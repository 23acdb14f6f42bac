import { parse } from 'csv-parse/sync';
import { z } from 'zod';
import { adminPermission } from '../../../shared/admin-permission';
import { requirePermission } from '../../auth/guard';
import type { Db } from '../../db/database';
import { AppError } from '../../errors';
import type { GraphQLContext } from '../../graphql/context';
import { type FieldError, InputError, parseInput } from '../../validation';
import { recordAudit } from '../audit/audit-log';
import { auditSnapshot, checkedInput, recordIdSchema } from './admin-crud-service';
import type { AdminEntity, AdminRecord } from './admin-entity';
import type { FileFormat } from './admin-export-service';

export const IMPORT_MAX_BYTES = 2_000_000;
export const IMPORT_MAX_ROWS = 5000;

export const importRequestSchema = z.object({
  format: z.enum(['csv', 'json'], 'import.format.invalid'),
  content: z.string().min(1, 'import.empty').max(IMPORT_MAX_BYTES, 'import.too.large'),
  commit: z.boolean(),
});

/** One row of the file as the preview shows it: its line, what it would do, what is wrong. */
export interface ImportRowReport {
  /** 1 for the first record (the line after the CSV header, or the first JSON element). */
  line: number;
  action: 'create' | 'update';
  id: string | null;
  errors: FieldError[];
}

export interface ImportReport {
  rows: ImportRowReport[];
  /** Whether the rows were written (only when asked and no row has an error). */
  committed: boolean;
  created: number;
  updated: number;
}

// The quote an export puts before a formula-like cell is taken off again.
const unquoteFormula = (text: string) => (/^'[=+\-@\t\r]/.test(text) ? text.slice(1) : text);

const cellText = (value: unknown): string => {
  if (value === null || value === undefined) return '';
  if (Array.isArray(value)) return value.map(cellText).join('; ');
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
};

/** The file's records as header → text maps; a header the entity does not know is refused. */
function readRecords(format: FileFormat, content: string, headers: readonly string[]) {
  let records: Record<string, unknown>[];
  try {
    records =
      format === 'csv'
        ? parse(content, { columns: true, bom: true, skip_empty_lines: true, trim: true })
        : JSON.parse(content);
  } catch {
    throw new AppError(format === 'csv' ? 'import.csv.invalid' : 'import.json.invalid', { field: 'content' });
  }
  if (!Array.isArray(records) || records.some((record) => typeof record !== 'object' || record === null)) {
    throw new AppError('import.json.invalid', { field: 'content' });
  }
  if (records.length === 0) throw new AppError('import.empty', { field: 'content' });
  if (records.length > IMPORT_MAX_ROWS) throw new AppError('import.too.many', { field: 'content' });
  const known = new Set(['id', ...headers]);
  for (const record of records) {
    const unknownHeader = Object.keys(record).find((key) => !known.has(key));
    if (unknownHeader) throw new AppError('import.header.unknown', { field: unknownHeader });
  }
  return records.map((record) =>
    Object.fromEntries(Object.entries(record).map(([key, value]) => [key, unquoteFormula(cellText(value))])),
  );
}

/** Checks every row as the form would, and against the data; collects what each would do. */
async function analyse<Item extends AdminRecord, Input>(
  entity: AdminEntity<Item, Input>,
  db: Db,
  records: Record<string, string>[],
  context: GraphQLContext,
) {
  const file = entity.file!;
  const seen = new Map<string, number>();
  const rows: (ImportRowReport & { input: Input | null; current: Item | null })[] = [];
  for (const [index, record] of records.entries()) {
    const id = record.id?.trim() || null;
    const row = {
      line: index + 1,
      action: id ? 'update' : 'create',
      id,
      errors: [] as FieldError[],
    } as const;
    let current: Item | null = null;
    if (id) {
      current = recordIdSchema.safeParse(id).success ? await entity.findById(db, id) : null;
      if (!current) {
        rows.push({ ...row, errors: [{ field: 'id', code: 'not.found' }], input: null, current });
        continue;
      }
    }
    try {
      const input = await checkedInput(entity, db, file.toInput!(record), current, context);
      const key = file.uniqueKey?.of(input);
      const earlier = key === undefined ? undefined : seen.get(key);
      if (key !== undefined && earlier === undefined) seen.set(key, row.line);
      const errors =
        earlier === undefined ? [] : [{ field: file.uniqueKey!.field, code: 'import.duplicate' }];
      rows.push({ ...row, errors, input, current });
    } catch (error) {
      if (!(error instanceof InputError)) throw error;
      rows.push({ ...row, errors: error.fieldErrors, input: null, current });
    }
  }
  return rows;
}

/**
 * Imports a CSV or JSON file of records: every row is checked first (the preview, `commit`
 * false); with `commit` and no row in error, all rows are written in one transaction, or none.
 * A row with an `id` updates that record, the others create one. Needs `<Entity>:create`, and
 * `<Entity>:update` for a file with ids.
 */
export async function importRecords<Item extends AdminRecord, Input>(
  entity: AdminEntity<Item, Input>,
  context: GraphQLContext,
  request: unknown,
): Promise<ImportReport> {
  requirePermission(context, adminPermission(entity, 'create'));
  if (entity.writePermission) requirePermission(context, entity.writePermission);
  const { create, update, file } = entity;
  if (!create || !update || !file?.toInput) throw new AppError('operation.unsupported');
  const { format, content, commit } = parseInput(importRequestSchema, request);
  const records = readRecords(format, content, file.headers);
  if (records.some((record) => record.id?.trim()))
    requirePermission(context, adminPermission(entity, 'update'));
  const report = (rows: ImportRowReport[], committed: boolean): ImportReport => ({
    rows: rows.map(({ line, action, id, errors }) => ({ line, action, id, errors })),
    committed,
    created: rows.filter((row) => row.action === 'create').length,
    updated: rows.filter((row) => row.action === 'update').length,
  });
  if (!commit) return report(await analyse(entity, context.db, records, context), false);

  const RolledBack = Symbol('rolled back');
  let checked: Awaited<ReturnType<typeof analyse<Item, Input>>> = [];
  const created: Item[] = [];
  try {
    await context.db.transaction().execute(async (trx) => {
      checked = await analyse(entity, trx, records, context);
      if (checked.some((row) => row.errors.length > 0)) throw RolledBack;
      for (const row of checked) {
        const item = row.current
          ? await update(trx, row.current, row.input!, context)
          : await create(trx, row.input!, context);
        if (!row.current) created.push(item);
        await recordAudit(trx, context, {
          entity: entity.name,
          entityId: item.id,
          action: 'import',
          before: row.current ? auditSnapshot(entity, row.current) : null,
          after: auditSnapshot(entity, item),
        });
      }
    });
  } catch (error) {
    if (error !== RolledBack) throw error;
    return report(checked, false);
  }
  for (const item of created) await entity.afterCreate?.(item, context);
  return report(checked, true);
}
