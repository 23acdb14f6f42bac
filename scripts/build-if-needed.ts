/**
 * `npm start` runs this first: it builds the client and server bundles when dist/ is missing
 * or older than any source file, so a fresh clone starts with one command.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const stamp = path.join(root, 'dist/.build-stamp');
const inputs = ['src', 'public', 'index.html', 'vite.config.ts', 'package-lock.json'];

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
  console.log(builtAt ? 'Sources changed since the last build: building…' : 'No build yet: building…');
  execFileSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
} else {
  console.log('Build is up to date.');
}
