import { type ChildProcess, execFile, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { nodeEntryArgs } from '../../../scripts/node-entries';

export const ROOT = path.resolve(import.meta.dirname, '../../..');

/** The server as `npm start` runs it once built: its bundle (dist/node/server.mjs). */
const SERVER_COMMAND: [string, ...string[]] = ['node', ...nodeEntryArgs('server')];

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

/**
 * A new PGlite data directory holding every migration already applied: a copy of the one the
 * global setup migrated (E2E_MIGRATED_DATA_DIR), which spares each server `initdb` and the
 * migrations (seconds each, more under load), or of `template` when given. Empty when there is
 * no such copy to take.
 */
export function freshDataDir(prefix: string, template = process.env.E2E_MIGRATED_DATA_DIR): string {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  if (template) fs.cpSync(template, dataDir, { recursive: true });
  return dataDir;
}

/** Applies every migration to the PGlite data directory `dataDir` (`npm run db:migrate`, from its bundle). */
export async function migrateDataDir(dataDir: string): Promise<void> {
  await promisify(execFile)('node', nodeEntryArgs('db-migrate'), {
    cwd: ROOT,
    env: { ...process.env, LOG_LEVEL: 'warn', DATA_DIR: dataDir },
  });
}

export interface ServerProcess {
  child: ChildProcess;
  url: string;
  output(): string;
  /** Resolves with the exit code once the process has ended. */
  exited: Promise<number | null>;
}

/** The administrator every set-up test server has. */
export const E2E_ADMIN = { email: 'e2e-admin@example.com', password: 'Quiet-Harbour-Lantern-7' };

/**
 * Runs `npm run setup` (the unattended setup, from its bundle) on the database `env` names, as
 * an operator would before the first start, so the site is open rather than redirecting to /_setup.
 */
export async function runSetup(
  env: Record<string, string>,
  options: { url: string; demo?: boolean; extraArgs?: string[] },
): Promise<string> {
  const args = nodeEntryArgs('setup');
  args.push('--site-name', 'International Schools', '--url', options.url);
  args.push('--admin-email', E2E_ADMIN.email, '--admin-password', E2E_ADMIN.password);
  if (options.demo) args.push('--demo');
  args.push(...(options.extraArgs ?? []));
  const { stdout } = await promisify(execFile)('node', args, {
    cwd: ROOT,
    env: { ...process.env, LOG_LEVEL: 'warn', ...env },
    // Seconds on an idle machine: a setup still running after this is stuck, and the error
    // names it rather than the test's timeout.
    timeout: 120_000,
  });
  return stdout;
}

/**
 * Starts a server process (its bundle, as `npm start` runs it once built) with the given
 * environment on a free port. `asUserStartsIt` runs `npm start` itself, as a user starts the
 * server. Unless `setup` is false, the unattended setup runs first (`{ demo: true }` adds the
 * demo data).
 */
export async function startServer(
  env: Record<string, string>,
  options: { asUserStartsIt?: boolean; setup?: false | { demo?: boolean } } = {},
): Promise<ServerProcess> {
  const port = await freePort();
  if (options.setup !== false) {
    await runSetup(env, { url: `http://127.0.0.1:${port}`, demo: options.setup?.demo });
  }
  const [command, ...args] = options.asUserStartsIt ? ['npm', 'start'] : SERVER_COMMAND;
  const child = spawn(command, args, {
    cwd: ROOT,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn', ...env },
    detached: true,
  });
  let log = '';
  child.stdout?.on('data', (chunk) => (log += chunk));
  child.stderr?.on('data', (chunk) => (log += chunk));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return { child, url: `http://127.0.0.1:${port}`, output: () => log, exited };
}

/** Waits until the server answers /api/health; fails with its output if it exits first. */
export async function waitForHealth(server: ServerProcess, timeoutMs = 120_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (server.child.exitCode !== null) {
      throw new Error(`the server exited with ${server.child.exitCode}:\n${server.output()}`);
    }
    try {
      if ((await fetch(`${server.url}/api/health`, { signal: AbortSignal.timeout(5_000) })).ok) return;
    } catch {
      // not listening yet, or not answering yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`the server did not answer in time:\n${server.output()}`);
}

/** Sends a signal to the server's whole process group (npm and the node it started). */
export function signal(server: ServerProcess, name: NodeJS.Signals): void {
  if (server.child.pid && server.child.exitCode === null) process.kill(-server.child.pid, name);
}

/**
 * Asks the server to stop (`SIGTERM` unless told) and resolves with its exit code. The server
 * bounds its own stop (src/server.ts); one still running after `timeoutMs` is killed and the
 * error carries its output, so a stuck stop fails here rather than as the test's timeout.
 */
export async function stopServer(
  server: ServerProcess | undefined,
  name: NodeJS.Signals = 'SIGTERM',
  timeoutMs = 40_000,
): Promise<number | null> {
  if (!server) return null;
  signal(server, name);
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<'late'>((resolve) => {
    timer = setTimeout(() => resolve('late'), timeoutMs);
  });
  const code = await Promise.race([server.exited, late]);
  clearTimeout(timer);
  if (code !== 'late') return code;
  signal(server, 'SIGKILL');
  await server.exited;
  throw new Error(`the server did not stop within ${timeoutMs} ms of ${name}:\n${server.output()}`);
}
