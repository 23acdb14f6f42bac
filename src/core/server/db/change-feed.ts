import pg from 'pg';

/** The PostgreSQL channel every process listens on; a notification's payload is the topic. */
const CHANNEL = 'app_changes';
const RECONNECT_DELAY_MS = 1_000;

/**
 * Tells whoever caches something read from the database that it changed: in this process at
 * once, and on PostgreSQL in every other process on the same database too (`NOTIFY`). A cache
 * subscribes to its topic and forgets what it holds when told.
 */
export interface ChangeFeed {
  /** Announces that `topic` (`settings`…) changed. Call it once the change is committed. */
  publish(topic: string): Promise<void>;
  /**
   * Calls `onChange` after every change of `topic`, and after the feed lost its connection for a
   * while (changes may have been missed then). Returns the call that stops it.
   */
  subscribe(topic: string, onChange: () => void): () => void;
  close(): Promise<void>;
}

/** Subscribers by topic, told in this process. */
class LocalSubscribers {
  private readonly byTopic = new Map<string, Set<() => void>>();

  add(topic: string, onChange: () => void): () => void {
    const subscribers = this.byTopic.get(topic) ?? new Set();
    subscribers.add(onChange);
    this.byTopic.set(topic, subscribers);
    return () => subscribers.delete(onChange);
  }

  tell(topic: string): void {
    for (const onChange of this.byTopic.get(topic) ?? []) onChange();
  }

  tellAll(): void {
    for (const topic of this.byTopic.keys()) this.tell(topic);
  }
}

/** The embedded database has one process (its data directory is locked): telling this one is all. */
export function localChangeFeed(): ChangeFeed {
  const subscribers = new LocalSubscribers();
  return {
    publish: async (topic) => subscribers.tell(topic),
    subscribe: (topic, onChange) => subscribers.add(topic, onChange),
    close: async () => {},
  };
}

/**
 * On a PostgreSQL server: `NOTIFY` through the pool, and one connection of its own that
 * `LISTEN`s, opened with the first subscriber. A lost connection is opened again after a second,
 * and every subscriber is told, since notifications sent meanwhile are lost.
 */
export function postgresChangeFeed(pool: pg.Pool, connectionString: string): ChangeFeed {
  const subscribers = new LocalSubscribers();
  let listener: pg.Client | null = null;
  let closed = false;

  // Opens the listening connection; once it listens, every subscriber is told, since changes
  // made before (while it connected, or was away) were not heard.
  const listen = async (): Promise<void> => {
    if (closed || listener) return;
    const client = new pg.Client({ connectionString });
    listener = client;
    const reconnect = () => {
      if (listener !== client) return;
      listener = null;
      client.end().catch(() => {});
      if (!closed) setTimeout(() => void listen(), RECONNECT_DELAY_MS).unref();
    };
    client.on('error', reconnect);
    client.on('end', reconnect);
    client.on('notification', (message) => {
      if (message.channel === CHANNEL && message.payload) subscribers.tell(message.payload);
    });
    try {
      await client.connect();
      await client.query(`listen ${CHANNEL}`);
      subscribers.tellAll();
    } catch {
      reconnect();
    }
  };

  return {
    publish: async (topic) => {
      subscribers.tell(topic);
      await pool.query('select pg_notify($1, $2)', [CHANNEL, topic]);
    },
    subscribe: (topic, onChange) => {
      const stop = subscribers.add(topic, onChange);
      void listen();
      return stop;
    },
    close: async () => {
      closed = true;
      const client = listener;
      listener = null;
      await client?.end().catch(() => {});
    },
  };
}
