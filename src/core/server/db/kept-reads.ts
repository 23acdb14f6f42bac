import type { ChangeFeed } from './change-feed';
import { TABLE_TOPIC_PREFIX } from './change-triggers';
import type { Db } from './database';
import { QueryTrace } from './query-trace';

/** A read of small tables that is kept in the process until one of them changes (`KeptReads`). */
export interface KeptRead<V> {
  /** The tables it reads: a change of any of them (their trigger's topic) drops what was kept. */
  tables: readonly string[];
  read(db: Db): Promise<V>;
}

/** Names what a read reads, for `KeptReads`; defined once, beside the repository's query. */
export function keptRead<V>(tables: readonly string[], read: (db: Db) => Promise<V>): KeptRead<V> {
  return { tables, read };
}

/**
 * Reads of the small tables nearly every page shows (the exchange rates, the school years, the
 * curriculums), kept in the process until one of their tables changes: the change feed's
 * `table:<name>`, which every process on a PostgreSQL server hears too, and which a request that
 * wrote waits for before answering (as the page cache does). On the embedded database each was a
 * statement of half a millisecond or more in every render of a list or a school's page.
 *
 * A request served from here still names the tables in its query trace, so that a kept page that
 * showed them goes stale when they change, as if it had read them. A value is shared by every
 * request: whoever reads it leaves it as it is (copies before sorting).
 */
export class KeptReads {
  private readonly kept = new Map<KeptRead<unknown>, Promise<unknown>>();
  private readonly followed = new Set<string>();

  constructor(
    private readonly db: Db,
    private readonly changes: ChangeFeed,
  ) {}

  read<V>(what: KeptRead<V>): Promise<V> {
    QueryTrace.active()?.observeTables(what.tables);
    const kept = this.kept.get(what);
    if (kept) return kept as Promise<V>;
    this.follow(what);
    // Read outside the request's trace, which the line above told already; a failed read is
    // not kept, so the next request tries again.
    const value = QueryTrace.outside(() => what.read(this.db));
    this.kept.set(what, value);
    value.catch(() => {
      if (this.kept.get(what) === value) this.kept.delete(what);
    });
    return value;
  }

  /** Drops the value once any of its tables changes: a read under way then serves its own callers only. */
  private follow(what: KeptRead<unknown>): void {
    for (const table of what.tables) {
      const topic = `${TABLE_TOPIC_PREFIX}${table}`;
      if (this.followed.has(topic)) continue;
      this.followed.add(topic);
      this.changes.subscribe(topic, () => {
        for (const read of this.kept.keys()) if (read.tables.includes(table)) this.kept.delete(read);
      });
    }
  }
}
