import fs from 'node:fs';
import { createGunzip } from 'node:zlib';
import {
  BACKUP_FORMAT,
  BACKUP_FORMAT_VERSION,
  type BackupColumn,
  BackupFormatError,
  type BackupHeader,
  type BackupLine,
} from './backup-format';

/** A line of the file: a row (its JSON text, parsed only when needed) or a control line. */
export type ReadLine = { row: string } | { control: BackupLine };

/** The lines of a backup file, decompressed as they are read. */
export async function* readBackupLines(file: string): AsyncGenerator<ReadLine> {
  const source = fs.createReadStream(file);
  const gunzip = createGunzip();
  source.on('error', (error) => gunzip.destroy(error));
  gunzip.setEncoding('utf8');
  source.pipe(gunzip);
  let rest = '';
  try {
    for await (const chunk of gunzip as AsyncIterable<string>) {
      const lines = (rest + chunk).split('\n');
      rest = lines.pop()!;
      for (const line of lines) yield parseLine(line);
    }
  } catch (error) {
    if (error instanceof BackupFormatError) throw error;
    throw new BackupFormatError(`${file} is not a readable backup: ${(error as Error).message}`);
  } finally {
    source.destroy();
  }
  if (rest) yield parseLine(rest);
}

function parseLine(line: string): ReadLine {
  if (line.startsWith('[')) return { row: line };
  try {
    return { control: JSON.parse(line) as BackupLine };
  } catch {
    throw new BackupFormatError(`The backup holds a line that is not JSON: ${line.slice(0, 80)}`);
  }
}

export interface BackupContents {
  header: BackupHeader;
  tables: { name: string; columns: BackupColumn[]; rows: number }[];
  rows: number;
}

/**
 * Reads the whole file and checks it: a header of this format, every row as wide as its table,
 * each table's count, and the end line that only a complete backup has. Changes nothing.
 */
export async function inspectBackup(file: string): Promise<BackupContents> {
  let header: BackupHeader | undefined;
  const tables: BackupContents['tables'] = [];
  let current: BackupContents['tables'][number] | undefined;
  for await (const line of readBackupLines(file)) {
    if (!header) {
      header = checkHeader(line);
      continue;
    }
    if ('row' in line) {
      const width = (JSON.parse(line.row) as unknown[]).length;
      if (!current || width !== current.columns.length)
        throw new BackupFormatError(`A row of ${current?.name ?? 'no table'} has ${width} values.`);
      current.rows++;
      continue;
    }
    const control = line.control;
    if (control.kind === 'table') {
      current = { name: control.name, columns: control.columns, rows: 0 };
      tables.push(current);
    } else if (control.kind === 'table-end') {
      if (control.name !== current?.name || control.rows !== current.rows)
        throw new BackupFormatError(`The table ${control.name} does not hold the rows it announces.`);
      current = undefined;
    } else if (control.kind === 'end') {
      const rows = tables.reduce((sum, table) => sum + table.rows, 0);
      if (control.tables !== tables.length || control.rows !== rows)
        throw new BackupFormatError('The backup does not hold the tables and rows it announces.');
      return { header, tables, rows };
    }
  }
  throw new BackupFormatError(
    header ? `${file} is incomplete: it stops before its end.` : `${file} is empty.`,
  );
}

/** Reads only the header (the first line). */
export async function readBackupHeader(file: string): Promise<BackupHeader> {
  for await (const line of readBackupLines(file)) return checkHeader(line);
  throw new BackupFormatError(`${file} is empty.`);
}

function checkHeader(line: ReadLine): BackupHeader {
  const header = 'control' in line ? line.control : undefined;
  if (header?.kind !== 'header' || header.format !== BACKUP_FORMAT)
    throw new BackupFormatError('This file is not a backup of this application.');
  if (header.version > BACKUP_FORMAT_VERSION)
    throw new BackupFormatError(
      `This backup has format version ${header.version}, newer than this application reads (${BACKUP_FORMAT_VERSION}). Update the application first.`,
    );
  return header;
}
