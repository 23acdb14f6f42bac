import { AsyncLocalStorage } from 'node:async_hooks';
import type { LogEvent } from 'kysely';

/** Statements that neither read a table nor change one: transaction control and session settings. */
const CONTROL = /^\s*(?:begin|commit|rollback|savepoint|release|set|show)\b/i;
const READ = /^\s*select\b/i;
/** Words that can name a table in SQL, quoted (`"school"`, as Kysely writes them) or not. */
const WORD = /"?([a-z_][a-z0-9_]*)"?/gi;

/**
 * What one HTTP request did to the database: the tables its statements named, and whether any
 * statement may have written. Filled by every query run inside `QueryTrace.run`, through
 * `observeQuery` (Kysely's `log` hook), so nothing has to remember to report what it read.
 */
export class QueryTrace {
  /** Lower-case words of the SQL that name tables; the page cache keeps those of known tables. */
  readonly words = new Set<string>();
  /** True once a statement that is not a plain `select` ran (a `with …` counts, to be safe). */
  wrote = false;

  private static readonly current = new AsyncLocalStorage<QueryTrace>();

  /** The trace of the code running now, if it runs inside `run`. */
  static active(): QueryTrace | undefined {
    return QueryTrace.current.getStore();
  }

  /** Runs `fn` (and everything it starts) outside any trace: work no request should be charged with. */
  static outside<T>(fn: () => T): T {
    return QueryTrace.current.exit(fn);
  }

  /** Runs `fn` (and everything it starts) with this trace collecting its queries. */
  run<T>(fn: () => T): T {
    return QueryTrace.current.run(this, fn);
  }

  /** Counts these tables as read, by a read kept in the process (`KeptReads`) instead of run. */
  observeTables(tables: readonly string[]): void {
    for (const table of tables) this.words.add(table);
  }

  observe(sqlText: string): void {
    if (CONTROL.test(sqlText)) return;
    if (!READ.test(sqlText)) this.wrote = true;
    for (const word of wordsOf(sqlText)) this.words.add(word);
  }
}

/** The words of a statement, remembered: the same few hundred statements run again and again. */
const wordsBySql = new Map<string, readonly string[]>();
const MAX_REMEMBERED = 2_000;

function wordsOf(sqlText: string): readonly string[] {
  const known = wordsBySql.get(sqlText);
  if (known) return known;
  const words = [...new Set(Array.from(sqlText.matchAll(WORD), (match) => match[1]!.toLowerCase()))];
  if (wordsBySql.size >= MAX_REMEMBERED) wordsBySql.clear();
  wordsBySql.set(sqlText, words);
  return words;
}

/** Kysely's `log` hook: hands every executed statement to the trace of the request that ran it. */
export function observeQuery(event: LogEvent): void {
  QueryTrace.active()?.observe(event.query.sql);
}
