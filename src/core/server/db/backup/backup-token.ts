import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/** The secret the running server asks of a backup's caller, in its data directory. */
export const BACKUP_TOKEN_FILE = 'backup.token';
/** Written by the server holding the data directory (data-dir-lock.ts): its pid. */
const LOCK_FILE = 'server.lock';

/**
 * Writes a new token, readable by the data directory's owner only: whoever can read it can read
 * the database files anyway, which is what entitles them to a backup. Returns the token.
 */
export function writeBackupToken(dataDir: string): string {
  const token = randomBytes(32).toString('base64url');
  const file = path.join(dataDir, BACKUP_TOKEN_FILE);
  const temporary = `${file}.${process.pid}`;
  fs.mkdirSync(dataDir, { recursive: true });
  fs.writeFileSync(temporary, token, { mode: 0o600 });
  fs.renameSync(temporary, file);
  return token;
}

/** Removes the token file if it still holds this token (a later server may have replaced it). */
export function removeBackupToken(dataDir: string, token: string): void {
  const file = path.join(dataDir, BACKUP_TOKEN_FILE);
  if (readBackupToken(dataDir) === token) fs.rmSync(file, { force: true });
}

export function readBackupToken(dataDir: string): string | undefined {
  try {
    return fs.readFileSync(path.join(dataDir, BACKUP_TOKEN_FILE), 'utf8').trim();
  } catch {
    return undefined;
  }
}

/** The pid of the running server that holds this data directory, if one does. */
export function runningServerOf(dataDir: string): number | undefined {
  let pid: number;
  try {
    pid = Number.parseInt(fs.readFileSync(path.join(dataDir, LOCK_FILE), 'utf8'), 10);
  } catch {
    return undefined;
  }
  if (!Number.isFinite(pid)) return undefined;
  try {
    process.kill(pid, 0);
    return pid;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM' ? pid : undefined;
  }
}
