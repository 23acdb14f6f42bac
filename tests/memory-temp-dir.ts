import fs from 'node:fs';

/**
 * Points the temp directory at /dev/shm when it is there and writable. Test databases, PGlite
 * data directories and browser profiles are written and thrown away by the thousand; on a
 * memory file system that costs no disk flushes. Elsewhere the system's temp directory stays.
 */
export function preferMemoryTempDir(): void {
  if (process.env.TMPDIR) return;
  try {
    fs.accessSync('/dev/shm', fs.constants.W_OK);
    process.env.TMPDIR = '/dev/shm';
  } catch {
    // No /dev/shm here (macOS, Windows): the default temp directory serves.
  }
}
