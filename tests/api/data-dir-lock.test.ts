import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, inject, it } from 'vitest';
import { openDatabase } from '@/core/server/db/database';
import { nodeEntryArgs } from '../../scripts/node-entries';

const ROOT = path.resolve(import.meta.dirname, '../..');
const tempDirs: string[] = [];
/**
 * A data directory of its own holding a copy of the migrated template: opening it skips the
 * embedded database's creation, seconds each on a loaded machine, that no test here is about.
 */
const tempDir = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'schools-lock-'));
  tempDirs.push(dir);
  fs.cpSync(inject('pgliteTemplate'), dir, { recursive: true });
  return dir;
};

afterEach(() => {
  for (const dir of tempDirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

/** Starts the real server entry on a data dir and resolves with its exit code and output. */
function runServer(dataDir: string): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, nodeEntryArgs('server'), {
      cwd: ROOT,
      env: { ...process.env, DATA_DIR: dataDir, PORT: '0', LOG_LEVEL: 'error' },
    });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    // A refusal comes once the server has loaded (seconds; a minute on a loaded CI machine): a
    // server still running after that has not refused, and the test fails on its exit code.
    const timer = setTimeout(() => child.kill('SIGTERM'), 60_000);
    child.on('exit', (code) => {
      clearTimeout(timer);
      resolve({ code, output });
    });
  });
}

describe('embedded data directory lock', () => {
  it('refuses a second server process on a data directory in use, with a clear message', async () => {
    const dataDir = tempDir();
    const first = await openDatabase({ DATA_DIR: dataDir });
    try {
      const second = await runServer(dataDir);
      expect(second.code).toBe(1);
      expect(second.output).toContain(
        `The data directory ${dataDir} is in use by another server (pid ${process.pid})`,
      );
    } finally {
      await first.close();
    }
  }, 120_000);

  it('refuses a second opening in the same process too', async () => {
    const dataDir = tempDir();
    const first = await openDatabase({ DATA_DIR: dataDir });
    try {
      await expect(openDatabase({ DATA_DIR: dataDir })).rejects.toThrow(/is in use by another server/);
    } finally {
      await first.close();
    }
  });

  it('takes over a lock left by a process that died, and releases it on close', async () => {
    const dataDir = tempDir();
    const dead = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))']);
    fs.writeFileSync(path.join(dataDir, 'server.lock'), dead.stdout.toString());
    const database = await openDatabase({ DATA_DIR: dataDir });
    expect(fs.readFileSync(path.join(dataDir, 'server.lock'), 'utf8')).toBe(String(process.pid));
    await database.close();
    expect(fs.existsSync(path.join(dataDir, 'server.lock'))).toBe(false);
  });
});
