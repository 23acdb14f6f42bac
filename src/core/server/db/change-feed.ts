import { randomUUID } from 'node:crypto';
import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';

/** The PostgreSQL channel every process listens on; a notification's payload is the topic. */
export const CHANGE_CHANNEL = 'app_changes';
const RECONNECT_DELAY_MS = 1_000;
/** How long `sync` waits for its own notification before telling every subscriber instead. */
const SYNC_TIMEOUT_MS = 2_000;
const SYNC_PREFIX = 'sync:';

/**
 * Tells whoever caches something read from the database that it changed: in this process and,
 * on PostgreSQL, in every other process on the same database (`LISTEN/NOTIFY`). Topics are
 * published by code (`settings`) or by the database itself: every table's trigger sends
 * `table:<name>` when a transaction that wrote it commits (`change-triggers.ts`).
 */
export interface ChangeFeed {
  /** Announces that `topic` changed. Call it once the change is committed. */
  publish(topic: string): Promise<void>;
  /**
   * Calls `onChange` after every change of `topic`, and after the feed lost its connection for a
   * while (changes may have been missed then). Returns the call that stops it.
   */
  subscribe(topic: string, onChange: () => void): () => void;
  /** Calls `onChange` with every topic that changed, or null when anything may have changed. */
  subscribeAll(onChange: (topic: string | null) => void): () => void;
  /**
   * Resolves once this process has heard of every change committed before the call. A request
   * that wrote waits for it before answering, so that its client's next request, here, already
   * sees what it did.
   */
  sync(): Promise<void>;
  close(): Promise<void>;
}

/** Subscribers by topic, told in this process. */
class LocalSubscribers {
  private readonly byTopic = new Map<string, Set<() => void>>();
  private readonly ofAll = new Set<(topic: string | null) => void>();

  add(topic: string, onChange: () => void): () => void {
    const subscribers = this.byTopic.get(topic) ?? new Set();
    subscribers.add(onChange);
    this.byTopic.set(topic, subscribers);
    return () => subscribers.delete(onChange);
  }

  addForAll(onChange: (topic: string | null) => void): () => void {
    this.ofAll.add(onChange);
    return () => this.ofAll.delete(onChange);
  }

  tell(topic: string): void {
    for (const onChange of this.byTopic.get(topic) ?? []) onChange();
    for (const onChange of this.ofAll) onChange(topic);
  }

  tellAll(): void {
    for (const subscribers of this.byTopic.values()) for (const onChange of subscribers) onChange();
    for (const onChange of this.ofAll) onChange(null);
  }
}

/**
 * The embedded database has one process (its data directory is locked). PGlite hands the
 * notifications of a commit to its listeners before the committing query resolves, so the
 * feed is in step with every write as soon as it returns: `sync` has nothing to wait for.
 */
export async function pgliteChangeFeed(pglite: PGlite): Promise<ChangeFeed> {
  const subscribers = new LocalSubscribers();
  const unlisten = await pglite.listen(CHANGE_CHANNEL, (topic) => subscribers.tell(topic));
  return {
    publish: async (topic) => subscribers.tell(topic),
    subscribe: (topic, onChange) => subscribers.add(topic, onChange),
    subscribeAll: (onChange) => subscribers.addForAll(onChange),
    sync: async () => {},
    close: () => unlisten(),
  };
}

/**
 * On a PostgreSQL server: `NOTIFY` through the pool, and one connection of its own that
 * `LISTEN`s, opened with the first subscriber. A lost connection is opened again after a second,
 * and every subscriber is told, since notifications sent meanwhile are lost.
 */
export function postgresChangeFeed(pool: pg.Pool, connectionString: string): ChangeFeed {
  const subscribers = new LocalSubscribers();
  /** `sync` calls waiting for their own notification to come back, by token. */
  const syncs = new Map<string, () => void>();
  let listener: pg.Client | null = null;
  let listening = false;
  let closed = false;

  const hear = (payload: string) => {
    if (payload.startsWith(SYNC_PREFIX)) syncs.get(payload.slice(SYNC_PREFIX.length))?.();
    else subscribers.tell(payload);
  };

  // Opens the listening connection; once it listens, every subscriber is told, since changes
  // made before (while it connected, or was away) were not heard.
  const listen = async (): Promise<void> => {
    if (closed || listener) return;
    const client = new pg.Client({ connectionString });
    listener = client;
    const reconnect = () => {
      if (listener !== client) return;
      listener = null;
      listening = false;
      client.end().catch(() => {});
      if (!closed) setTimeout(() => void listen(), RECONNECT_DELAY_MS).unref();
    };
    client.on('error', reconnect);
    client.on('end', reconnect);
    client.on('notification', (message) => {
      if (message.channel === CHANGE_CHANNEL && message.payload) hear(message.payload);
    });
    try {
      await client.connect();
      await client.query(`listen ${CHANGE_CHANNEL}`);
      listening = true;
      subscribers.tellAll();
    } catch {
      reconnect();
    }
  };

  // PostgreSQL delivers notifications in the order their transactions committed: once our own
  // comes back, every change committed before it has been heard.
  const sync = async (): Promise<void> => {
    if (!listening) return subscribers.tellAll();
    const token = randomUUID();
    let timer: NodeJS.Timeout | undefined;
    const heard = new Promise<boolean>((resolve) => {
      syncs.set(token, () => resolve(true));
      timer = setTimeout(() => resolve(false), SYNC_TIMEOUT_MS);
    });
    try {
      await pool.query('select pg_notify($1, $2)', [CHANGE_CHANNEL, SYNC_PREFIX + token]);
      if (!(await heard)) subscribers.tellAll();
    } catch {
      // The database is away: forget everything rather than risk keeping what changed.
      subscribers.tellAll();
    } finally {
      clearTimeout(timer);
      syncs.delete(token);
    }
  };

  return {
    publish: async (topic) => {
      subscribers.tell(topic);
      await pool.query('select pg_notify($1, $2)', [CHANGE_CHANNEL, topic]);
    },
    subscribe: (topic, onChange) => {
      const stop = subscribers.add(topic, onChange);
      void listen();
      return stop;
    },
    subscribeAll: (onChange) => {
      const stop = subscribers.addForAll(onChange);
      void listen();
      return stop;
    },
    sync,
    close: async () => {
      closed = true;
      listening = false;
      const client = listener;
      listener = null;
      await client?.end().catch(() => {});
    },
  };
}
