import {
  type Client,
  type Exchange,
  formatDocument,
  makeOperation,
  makeResult,
  type Operation,
  type OperationResult,
} from '@urql/core';
import { filter, map, merge, pipe, share, tap } from 'wonka';

/** What a page's server render hands the browser: each query's answer by its operation key. */
export type CacheState = Record<string, { data: unknown }>;

interface CachedAnswer {
  operation: Operation;
  data: unknown;
}

/**
 * The client's cache: each query's last answer, kept whole by its document and variables (decision
 * 106). Nothing is normalised: a mutation's answer drops every kept answer that holds one of the
 * same items (a `SchoolDetail` or a `User` of that `_id`), and the queries on screen among them
 * ask the server again.
 *
 * It is also what a server render hands the browser (`extract`, `restore`). While the page
 * hydrates, a query kept from the server is not asked again (`hydrating`): a second fetch raced
 * the hydration and, on a slow phone, left the list page refetching.
 */
export class DocumentCache {
  private readonly answers = new Map<number, CachedAnswer>();
  /** The queries someone watches now, to ask again on `refetch`. */
  private readonly active = new Map<number, Operation>();
  /** Answers the server's render left, taken by the key of the first query that asks. */
  private restored = new Map<string, unknown>();
  private client: Client | undefined;
  /** Who hears of an answer kept anew or dropped, by its query's key. */
  private readonly changeListeners = new Set<(key: number) => void>();
  hydrating = false;
  /**
   * Whether a `cache-and-network` query shown from what is kept asks the server again. A server
   * render does not: it renders once, from the answers its page's prefetch kept, and a second
   * run of each query was thrown away (half of a render's queries, decision 093).
   */
  revalidates = true;

  restore(state: CacheState): void {
    this.restored = new Map(Object.entries(state).map(([key, value]) => [key, value.data]));
    this.hydrating = true;
  }

  extract(): CacheState {
    const state: CacheState = {};
    for (const [key, answer] of this.answers) state[key] = { data: answer.data };
    return state;
  }

  /** Forgets every answer (a user signed in or out) and asks again for the queries on screen. */
  clear(): Promise<void> {
    this.answers.clear();
    this.restored.clear();
    return this.refetch(() => true);
  }

  /** The answer kept for an operation key, without asking anyone; undefined when none is. */
  read(key: number): unknown {
    return this.answers.has(key) ? this.answers.get(key)?.data : this.restored.get(String(key));
  }

  /**
   * Calls `listener` with a query's key each time what `read` gives for it changes: an answer kept
   * (from the server or written), or dropped after a mutation. Taking the server render's answer
   * changes nothing, so it is not told. Returns the way to stop listening.
   */
  onChange(listener: (key: number) => void): () => void {
    this.changeListeners.add(listener);
    return () => this.changeListeners.delete(listener);
  }

  /** Puts an answer in place of a query's, and shows it wherever that query is watched. */
  write(operation: Operation, data: unknown): void {
    this.keep(operation, data);
    if (this.active.has(operation.key) && this.client) {
      this.client.reexecuteOperation(makeOperation('query', operation, { requestPolicy: 'cache-first' }));
    }
  }

  /** Asks the server again for the watched queries that `matches` picks; resolves once they answered. */
  async refetch(matches: (operation: Operation) => boolean): Promise<void> {
    const client = this.client;
    if (!client) return;
    const operations = [...this.active.values()].filter(matches);
    await Promise.all(
      operations.map((operation) =>
        client.query(operation.query, operation.variables, { requestPolicy: 'network-only' }).toPromise(),
      ),
    );
  }

  /** The urql exchange that answers from this cache and keeps what the server answers. */
  readonly exchange: Exchange = ({ forward, client }) => {
    this.client = client;
    return (operations$) => {
      // Each operation is judged once: the judgement may take the server render's answer.
      const judged$ = pipe(
        operations$,
        tap(this.track),
        map((operation) => ({ operation, cached: this.answersFromCache(operation) })),
        share,
      );
      const fromCache$ = pipe(
        judged$,
        filter(({ cached }) => cached),
        map(({ operation }) => this.cachedResult(operation)),
      );
      const forwarded$ = pipe(
        judged$,
        filter(({ cached }) => !cached),
        map(({ operation }) =>
          operation.kind === 'teardown'
            ? operation
            : { ...operation, query: formatDocument(operation.query) },
        ),
      );
      return merge([fromCache$, pipe(forward(forwarded$), map(this.learn))]);
    };
  };

  private readonly track = (operation: Operation): void => {
    if (operation.kind === 'teardown') this.active.delete(operation.key);
    else if (operation.kind === 'query') this.active.set(operation.key, operation);
  };

  private answersFromCache(operation: Operation): boolean {
    if (operation.kind !== 'query') return false;
    const policy = operation.context.requestPolicy;
    if (policy === 'network-only') return false;
    // Asked first: it takes the server render's answer for this query, if there is one.
    const kept = this.has(operation);
    return kept || policy === 'cache-only';
  }

  private has(operation: Operation): boolean {
    if (this.answers.has(operation.key)) return true;
    const key = String(operation.key);
    if (!this.restored.has(key)) return false;
    this.answers.set(operation.key, { operation, data: this.restored.get(key) });
    this.restored.delete(key);
    return true;
  }

  private cachedResult(operation: Operation): OperationResult {
    const answer = this.answers.get(operation.key);
    const result = makeResult(operation, { data: answer?.data ?? null });
    const revalidating = this.revalidates && !this.hydrating;
    if (answer && operation.context.requestPolicy === 'cache-and-network' && revalidating) {
      result.stale = true;
      this.client?.reexecuteOperation(makeOperation('query', operation, { requestPolicy: 'network-only' }));
    }
    return result;
  }

  /**
   * Keeps a query's answer, or drops what a mutation's answer changed. A query that got no
   * answer (the network failed) keeps showing what it had, with the error beside it.
   */
  private readonly learn = (result: OperationResult): OperationResult => {
    const { operation } = result;
    if (operation.kind === 'mutation') this.dropAnswersHolding(itemsOf(result.data));
    if (operation.kind !== 'query') return result;
    if (result.data != null) this.keep(operation, result.data);
    else if (result.error?.networkError && this.answers.has(operation.key)) {
      return { ...result, data: this.answers.get(operation.key)?.data };
    }
    return result;
  };

  private keep(operation: Operation, data: unknown): void {
    this.answers.set(operation.key, { operation, data });
    this.changed(operation.key);
  }

  private changed(key: number): void {
    for (const listener of this.changeListeners) listener(key);
  }

  /**
   * Drops the kept answers that hold one of `items`, and asks again for those watched. The
   * answers are searched only now, when a mutation answers: a server render, which keeps many
   * answers and runs no mutation, pays nothing for it.
   */
  private dropAnswersHolding(items: Set<string>): void {
    if (items.size === 0) return;
    for (const [key, answer] of this.answers) {
      if (!holdsAny(answer.data, items)) continue;
      this.answers.delete(key);
      this.changed(key);
      const watched = this.active.get(key);
      if (watched && this.client) {
        this.client.reexecuteOperation(makeOperation('query', watched, { requestPolicy: 'network-only' }));
      }
    }
  }
}

/** The items an answer holds, at any depth: each object with a type and an id, as `Type:id`. */
function itemsOf(data: unknown, items = new Set<string>()): Set<string> {
  visitItems(data, (item) => void items.add(item));
  return items;
}

/** Whether an answer holds one of `items` at any depth. */
function holdsAny(data: unknown, items: Set<string>): boolean {
  return visitItems(data, (item) => items.has(item));
}

/** Calls `found` with each item (`Type:id`) in `data`, depth first, until it returns true. */
function visitItems(data: unknown, found: (item: string) => boolean | undefined): boolean {
  if (Array.isArray(data)) return data.some((entry) => visitItems(entry, found));
  if (typeof data !== 'object' || data === null) return false;
  const record = data as Record<string, unknown>;
  const id = record._id ?? record.id;
  if (typeof record.__typename === 'string' && (typeof id === 'string' || typeof id === 'number')) {
    if (found(`${record.__typename}:${id}`)) return true;
  }
  return Object.values(record).some((value) => visitItems(value, found));
}
