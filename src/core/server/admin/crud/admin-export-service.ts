import { stringify } from 'csv-stringify/sync';
import { type AdminListInput, type AdminListQuery, adminListQuerySchema } from '../../../shared/admin-list';
import { adminPermission } from '../../../shared/admin-permission';
import { requirePermission } from '../../auth/guard';
import { AppError } from '../../errors';
import type { GraphQLContext } from '../../graphql/context';
import { parseInput } from '../../validation';
import type { AdminEntity, AdminRecord } from './admin-entity';

/** Rows one export may hold; a larger list is cut there, and the answer says so. */
export const EXPORT_MAX_ROWS = 50_000;
const EXPORT_BATCH = 1000;

export type FileFormat = 'csv' | 'json';

export interface AdminExport {
  filename: string;
  /** `text/csv` or `application/json`. */
  mediaType: string;
  content: string;
  count: number;
  truncated: boolean;
}

// A cell a spreadsheet would run as a formula (=, +, -, @) is kept as text by a leading quote.
const FORMULA = /^[=+\-@\t\r]/;
export const csvSafe = (text: string) => (FORMULA.test(text) ? `'${text}` : text);

/**
 * The whole filtered, sorted list as a CSV (UTF-8 with a byte-order mark, which spreadsheets
 * need to read accents) or JSON file, in the entity's file columns. Needs `<Entity>:list`.
 */
export async function exportRecords<Item extends AdminRecord>(
  entity: AdminEntity<Item>,
  context: GraphQLContext,
  input: AdminListInput,
  format: FileFormat,
): Promise<AdminExport> {
  requirePermission(context, adminPermission(entity, 'list'));
  const file = entity.file;
  if (!file) throw new AppError('operation.unsupported');
  const list: AdminListQuery = {
    ...parseInput(adminListQuerySchema(entity.list), input),
    limit: EXPORT_BATCH,
  };
  const rows: Record<string, string>[] = [];
  let total = 0;
  for (let page = 1; rows.length < EXPORT_MAX_ROWS; page += 1) {
    const { items, count } = await entity.findPage(context.db, { ...list, page }, context);
    total = count;
    // The id first: an edited export imported again updates its records instead of adding copies.
    rows.push(...items.map((item) => ({ id: item.id, ...file.toRow(item) })));
    if (items.length < EXPORT_BATCH) break;
  }
  const kept = rows.slice(0, EXPORT_MAX_ROWS);
  const stamp = new Date().toISOString().slice(0, 10);
  const base = `${entity.plural.toLowerCase()}-${stamp}`;
  if (format === 'json') {
    return {
      filename: `${base}.json`,
      mediaType: 'application/json',
      content: `${JSON.stringify(kept, null, 2)}\n`,
      count: kept.length,
      truncated: total > kept.length,
    };
  }
  const safeRows = kept.map((row) =>
    Object.fromEntries(Object.entries(row).map(([key, value]) => [key, csvSafe(value)])),
  );
  return {
    filename: `${base}.csv`,
    mediaType: 'text/csv',
    content: `\uFEFF${stringify(safeRows, { header: true, columns: ['id', ...file.headers] })}`,
    count: kept.length,
    truncated: total > kept.length,
  };
}
