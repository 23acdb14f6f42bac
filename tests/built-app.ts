import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';

const ROOT = path.resolve(import.meta.dirname, '..');

/**
 * Builds the app, its bundles for Node included, when a source changed since the last build, as
 * `npm start` does: the tests start the server and the operator's commands from those bundles.
 * Under `npm test` the build has just run, and this only checks it (a second).
 */
export async function buildIfNeeded(): Promise<void> {
  // Not Vitest's NODE_ENV=test: under it Vite builds React for development, which the server
  // cannot run (`jsxDEV is not a function`).
  const { NODE_ENV: _testEnv, ...env } = process.env;
  await promisify(execFile)('node', ['--import', 'tsx', 'scripts/build-if-needed.ts'], { cwd: ROOT, env });
}
