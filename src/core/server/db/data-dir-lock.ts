import fs from 'node:fs';
import path from 'node:path';

const LOCK_FILE = 'server.lock';

export class DataDirLockedError extends Error {}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function readOwner(lockPath: string): number | undefined {
  try {
    const pid = Number.parseInt(fs.readFileSync(lockPath, 'utf8'), 10);
    return Number.isFinite(pid) ? pid : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Takes the exclusive lock on an embedded data directory: two processes writing one PGlite
 * directory lose acknowledged writes, so a second one must refuse to start.
 * A lock left by a process that no longer runs (kill -9, power loss) is taken over.
 * Returns the function that releases it.
 */
export function lockDataDir(dataDir: string): () => void {
  fs.mkdirSync(dataDir, { recursive: true });
  const lockPath = path.join(dataDir, LOCK_FILE);
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      fs.writeFileSync(lockPath, String(process.pid), { flag: 'wx' });
      return () => {
        if (readOwner(lockPath) === process.pid) fs.rmSync(lockPath, { force: true });
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const owner = readOwner(lockPath);
      if (owner !== undefined && isRunning(owner)) {
        throw new DataDirLockedError(
          `The data directory ${dataDir} is in use by another server (pid ${owner}). ` +
            'Stop that process, or start this one with another DATA_DIR.',
        );
      }
      // Stale lock: its owner is gone. Remove it and retry once; a racing process wins with 'wx'.
      fs.rmSync(lockPath, { force: true });
    }
  }
  throw new DataDirLockedError(`The data directory ${dataDir} was locked by another process while starting.`);
}
