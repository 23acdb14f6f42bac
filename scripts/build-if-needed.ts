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
  // On stderr, like the build's own output: a command's standard output stays its own.
  console.error(builtAt ? 'Sources changed since the last build: building…' : 'No build yet: building…');
  execFileSync('npm', ['run', 'build'], { cwd: root, stdio: ['ignore', process.stderr, 'inherit'] });
}
