/**
 * `npm start`, `npm run setup`, `db:migrate`, `backup` and `restore` run this first: it builds
 * the client, the page renderer and the bundles for Node (dist/node/*.mjs, which those commands
 * then run) when dist/ is missing or older than any source file, so a fresh clone starts with
 * one command.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const stamp = path.join(root, 'dist/.build-stamp');
const inputs = ['src', 'scripts', 'public', 'index.html', 'vite.config.ts', 'package-lock.json'];

function newestChange(entry: string): number {
  const stats = fs.statSync(entry);
  if (!stats.isDirectory()) return stats.mtimeMs;
  return Math.max(
    stats.mtimeMs,
    ...fs.readdirSync(entry).map((child) => newestChange(path.join(entry, child))),
  );
}

const builtAt = fs.existsSync(stamp) ? fs.statSync(stamp).mtimeMs : 0;
const changedAt = Math.max(
  ...inputs
    .map((input) => path.join(root, input))
    .filter(fs.existsSync)
    .map(newestChange),
);

if (changedAt > builtAt) {
  // On stderr: a command's standard output stays its own. The build's hundreds of lines are kept
  // back and shown only if it fails.
  console.error(
    builtAt
      ? 'Sources changed since the last build: building the site (about a minute)…'
      : 'First start: building the site (about a minute)…',
  );
  const started = Date.now();
  try {
    execFileSync('npm', ['run', 'build'], {
      cwd: root,
      stdio: ['ignore', 'pipe', 'pipe'],
      maxBuffer: 256 * 1024 * 1024,
    });
  } catch (error) {
    const failed = error as { stdout?: Buffer; stderr?: Buffer; status?: number | null };
    process.stderr.write(failed.stdout ?? '');
    process.stderr.write(failed.stderr ?? '');
    console.error('The build failed: its output is above.');
    process.exit(failed.status ?? 1);
  }
  console.error(`Built in ${Math.round((Date.now() - started) / 1000)} s.`);
}
