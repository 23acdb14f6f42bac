import { stringify } from 'csv-stringify/sync';
import { requirePermission } from '@/core/server/auth/guard';
import { AppError } from '@/core/server/errors';
import type { GraphQLContext } from '@/core/server/graphql/context';
import { parseInput } from '@/core/server/validation';
import { type AdminListInput, type AdminListQuery, adminListQuerySchema } from '@/core/shared/admin-list';
import { adminPermission } from '@/core/shared/admin-permission';
import type { AdminEntity, AdminRecord } from './admin-entity';
import { cellText, csvSafe } from './admin-file-cells';

/** Rows one export may hold; a larger list is cut there, and the answer says so. */
export const EXPORT_MAX_ROWS = 50_000;
const EXPORT_BATCH = 1000;

export type FileFormat = 'csv' | 'json';

/** A file about to be written: what it is, and its text in pieces, read a page at a time. */
export interface AdminExportStream {
  filename: string;
  /** `text/csv` or `application/json`. */
  mediaType: string;
  /** Rows the file holds. */
  count: number;
  truncated: boolean;
  chunks: AsyncIterable<string>;
}

export interface AdminExport extends Omit<AdminExportStream, 'chunks'> {
  content: string;
}

// A number is never a formula (a negative coordinate stays a number); any other cell may be.
const csvCell = (value: unknown) => (typeof value === 'number' ? String(value) : csvSafe(cellText(value)));

/**
 * The whole filtered, sorted list as a CSV (UTF-8 with a byte-order mark, which spreadsheets
 * need to read accents) or JSON file, in the entity's file columns, read from the database a
 * page at a time as the file is written. Needs `<Entity>:list`.
 */
export async function streamExport<Item extends AdminRecord>(
  entity: AdminEntity<Item>,
  context: GraphQLContext,
  input: AdminListInput,
  format: FileFormat,
): Promise<AdminExportStream> {
  requirePermission(context, adminPermission(entity, 'list'));
  const file = entity.file;
  if (!file) throw new AppError('operation.unsupported');
  const list: AdminListQuery = {
    ...parseInput(adminListQuerySchema(entity.list), input),
    limit: EXPORT_BATCH,
  };
  // The first page is read before anything is sent: a refused list is an error, not a file.
  const first = await entity.findPage(context.db, { ...list, page: 1 }, context);
  const count = Math.min(first.count, EXPORT_MAX_ROWS);
  const columns = ['id', ...file.headers];
  // The id first: an edited export imported again updates its records instead of adding copies.
  const rowsOf = (items: Item[]) => items.map((item) => ({ id: item.id, ...file.toRow(item) }));
  const pieceOf = (items: Item[], written: number) => {
    const rows = rowsOf(items);
    if (format === 'json') {
      const indented = (row: object) => JSON.stringify(row, null, 2).replace(/^/gm, '  ');
      return rows.map((row, index) => `${written + index === 0 ? '' : ',\n'}${indented(row)}`).join('');
    }
    const cells = rows.map((row) => columns.map((column) => csvCell(row[column as keyof typeof row])));
    return stringify(cells, { header: written === 0, columns });
  };
  async function* chunks() {
    yield format === 'json' ? '[\n' : '\uFEFF';
    let items = first.items;
    let written = 0;
    for (let page = 2; items.length > 0 && written < count; page += 1) {
      const kept = items.slice(0, count - written);
      yield pieceOf(kept, written);
      written += kept.length;
      if (items.length < EXPORT_BATCH) break;
      items = (await entity.findPage(context.db, { ...list, page }, context)).items;
    }
    if (format === 'json') yield written === 0 ? ']\n' : '\n]\n';
    else if (written === 0) yield stringify([], { header: true, columns });
  }
  const base = `${entity.plural.toLowerCase()}-${new Date().toISOString().slice(0, 10)}`;
  return {
    filename: `${base}.${format}`,
    mediaType: format === 'json' ? 'application/json' : 'text/csv',
    count,
    truncated: first.count > count,
    chunks: chunks(),
  };
}

/** The export as one text, for the admin endpoint's field (small lists; the download route streams). */
export async function exportRecords<Item extends AdminRecord>(
  entity: AdminEntity<Item>,
  context: GraphQLContext,
  input: AdminListInput,
  format: FileFormat,
): Promise<AdminExport> {
  const { chunks, ...file } = await streamExport(entity, context, input, format);
  let content = '';
  for await (const chunk of chunks) content += chunk;
  return { ...file, content };
}
