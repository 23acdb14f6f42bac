/**
 * The backup file: gzip'd JSON lines, the same for both engines. A header, then per table (in
 * foreign-key order) a `table` line, one JSON array per row holding each column's text form
 * (what PostgreSQL's own COPY writes; null for NULL) and a `table-end` line with the row count;
 * then the sequences and an `end` line, without which the file is incomplete.
 */
export const BACKUP_FORMAT = 'schools-backup';
export const BACKUP_FORMAT_VERSION = 1;

export interface BackupHeader {
  kind: 'header';
  format: typeof BACKUP_FORMAT;
  version: number;
  appVersion: string;
  createdAt: string;
  engine: 'pglite' | 'postgres';
  serverVersion: string;
  /** The migrations applied to the database backed up: its schema is theirs. */
  migrations: string[];
}

export interface BackupColumn {
  name: string;
  /** As `format_type` writes it: `numeric(18,6)`, `text[]`. */
  type: string;
}

export type BackupLine =
  | BackupHeader
  | { kind: 'table'; name: string; columns: BackupColumn[] }
  | { kind: 'table-end'; name: string; rows: number }
  | { kind: 'sequence'; name: string; lastValue: string; isCalled: boolean }
  | { kind: 'end'; tables: number; rows: number };

/**
 * Session settings under which every value's text form reads back as the same value, whatever
 * the server's defaults: ISO dates, all float digits, hex bytea, UTC (offsets are kept anyway).
 * Set inside the transaction of the backup and of the restore.
 */
export const TEXT_FORMAT_SETTINGS = `
  set local datestyle = 'ISO, YMD';
  set local intervalstyle = 'postgres';
  set local extra_float_digits = 3;
  set local bytea_output = 'hex';
  set local timezone = 'UTC'`;

/** The file is not a backup of this application, or is damaged or cut short. */
export class BackupFormatError extends Error {}
