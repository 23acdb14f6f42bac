/**
 * SQL lives in repositories (decision 052): on the server, only a `*-repository.ts` file, a
 * `*-sql.ts` building block that only repositories import, the database layer (`server/db/`),
 * the demo seeders (`server/demo/`) and migrations may import `sql` from Kysely or call the
 * query builder. Run by `npm run lint`; prints each offending line and fails.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const ROOTS = ['src/core/server', ...readdirSync('src/modules').map((name) => `src/modules/${name}/server`)];

/** Files that may run SQL. `search/search-reference.ts` is a repository in all but its name. */
const MAY_RUN_SQL =
  /(-repository|-sql)\.ts$|\/server\/(db|demo)\/|\/migrations\/|\/search\/search-reference\.ts$/;

const RULES: { pattern: RegExp; message: string }[] = [
  {
    // A value import: `import { sql }`, `import { type X, sql }`; not `import type { … }`.
    pattern: /import\s*\{[^}]*(?<!type\s+)\bsql\b[^}]*\}\s*from\s*'kysely'/g,
    message: 'imports `sql` from kysely',
  },
  {
    pattern:
      /\.(selectFrom|insertInto|updateTable|deleteFrom|selectNoFrom|mergeInto|replaceInto|executeQuery)\(/g,
    message: 'calls the query builder',
  },
  { pattern: /from\s*'[^']*-sql'/g, message: 'imports a SQL building block' },
];

/** The source with comments blanked out (kept as spaces, so that offsets keep their line). */
const withoutComments = (source: string) =>
  source.replace(/\/\*[\s\S]*?\*\/|\/\/[^\n]*/g, (comment) => comment.replace(/[^\n]/g, ' '));

function* serverFiles(dir: string): Generator<string> {
  let entries: import('node:fs').Dirent[];
  try {
    entries = readdirSync(dir, { withFileTypes: true });
  } catch {
    return;
  }
  for (const entry of entries) {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* serverFiles(file);
    else if (/\.tsx?$/.test(entry.name) && !/\.(test|d)\.tsx?$/.test(entry.name)) yield file;
  }
}

/** `file:line: what` for every line outside a repository that runs SQL. */
function sqlOutsideRepositories(roots: readonly string[] = ROOTS): string[] {
  const problems: string[] = [];
  for (const root of roots) {
    for (const file of serverFiles(root)) {
      if (MAY_RUN_SQL.test(file.split(path.sep).join('/'))) continue;
      const source = withoutComments(readFileSync(file, 'utf8'));
      for (const { pattern, message } of RULES) {
        for (const match of source.matchAll(pattern)) {
          const line = source.slice(0, match.index).split('\n').length;
          problems.push(`${file}:${line}: ${message}; move the query into the capability's *-repository.ts`);
        }
      }
    }
  }
  return problems;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const problems = sqlOutsideRepositories();
  for (const problem of problems) console.error(problem);
  if (problems.length > 0) process.exit(1);
}
