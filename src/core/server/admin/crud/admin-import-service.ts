import { parse } from 'csv-parse/sync';
import { z } from 'zod';
import { requirePermission } from '@/core/server/auth/guard';
import type { Db } from '@/core/server/db/database';
import { AppError } from '@/core/server/errors';
import type { GraphQLContext } from '@/core/server/graphql/context';
import { type FieldError, InputError, parseInput } from '@/core/server/validation';
import { adminPermission } from '@/core/shared/admin-permission';
import { recordAudit } from '../audit/audit-log';
import { auditSnapshot, checkedInput, recordIdSchema } from './admin-crud-service';
import type { AdminEntity, AdminFileFormat, AdminRecord } from './admin-entity';
import type { FileFormat } from './admin-export-service';
import { cellText, unquoteFormula } from './admin-file-cells';

/** The largest file an import reads: the upload route's limit (a request body, not GraphQL's). */
export const IMPORT_MAX_BYTES = 50 * 1024 * 1024;
/** Rows one import may hold: every school of a large site, checked and written in one transaction. */
export const IMPORT_MAX_ROWS = 20_000;

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

/**
 * The file's records as header → text maps, only the columns the file has (a JSON record may
 * leave some out); a header the entity does not know is refused.
 */
function readRecords(
  format: FileFormat,
  content: string,
  file: Pick<AdminFileFormat<unknown>, 'headers' | 'importOnlyHeaders'>,
) {
  let records: Record<string, unknown>[];
  try {
    records =
      format === 'csv'
        ? parse(content, { columns: true, bom: true, skip_empty_lines: true, trim: true })
        : JSON.parse(content.replace(/^\uFEFF/, ''));
  } catch {
    throw new AppError(format === 'csv' ? 'import.csv.invalid' : 'import.json.invalid', { field: 'content' });
  }
  if (!Array.isArray(records) || records.some((record) => typeof record !== 'object' || record === null)) {
    throw new AppError('import.json.invalid', { field: 'content' });
  }
  if (records.length === 0) throw new AppError('import.empty', { field: 'content' });
  if (records.length > IMPORT_MAX_ROWS) throw new AppError('import.too.many', { field: 'content' });
  const known = new Set(['id', ...file.headers, ...(file.importOnlyHeaders ?? [])]);
  for (const record of records) {
    const unknownHeader = Object.keys(record).find((key) => !known.has(key));
    if (unknownHeader) throw new AppError('import.header.unknown', { field: unknownHeader });
  }
  // Only a CSV export quotes formula-like cells; a JSON value is taken as it is.
  const textOf = (value: unknown) => (format === 'csv' ? unquoteFormula(cellText(value)) : cellText(value));
  return records.map((record) =>
    Object.fromEntries(Object.entries(record).map(([key, value]) => [key, textOf(value)])),
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
  const ids = new Set<string>();
  const rows: (ImportRowReport & { input: Input | null; current: Item | null })[] = [];
  for (const [index, record] of records.entries()) {
    // Lower case: one UUID written in either case is one record.
    const id = record.id?.trim().toLowerCase() || null;
    let current: Item | null = null;
    let idError: FieldError | null = null;
    if (id) {
      const valid = recordIdSchema.safeParse(id).success;
      current = valid ? await entity.findById(db, id) : null;
      // A row for an id an earlier row names would write one record twice.
      if (ids.has(id)) idError = { field: 'id', code: 'import.duplicate' };
      else if (!current && !(valid && file.keepsIds)) idError = { field: 'id', code: 'not.found' };
      ids.add(id);
    }
    const row = { line: index + 1, action: current ? 'update' : 'create', id } as const;
    if (idError) {
      rows.push({ ...row, errors: [idError], input: null, current });
      continue;
    }
    try {
      const input = await checkedInput(entity, db, file.toInput!(record, current), current, context);
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
 * A row with an `id` updates that record, or creates it with that id when the entity keeps ids
 * (a file from another site, a fresh database); the others create one. Needs `<Entity>:create`,
 * and `<Entity>:update` for a file with ids.
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
  const records = readRecords(format, content, file);
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
          : await create(trx, row.input!, context, row.id ?? undefined);
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
