import {
  type AnyVariables,
  Client,
  type CombinedError,
  createRequest,
  type Exchange,
  getOperationName,
  type RequestPolicy,
  type TypedDocumentNode,
} from '@urql/core';
import type { DocumentNode } from 'graphql';
import { type CacheState, DocumentCache } from './document-cache';

/** How a query may use what is kept: urql's request policies, named as they read. */
export type FetchPolicy = RequestPolicy;

/** An answer as a component or a loader receives it: the data, and any error beside it. */
export interface Answer<Data> {
  data?: Data;
  error?: CombinedError;
}

/**
 * One GraphQL client per page load (browser) or per request (server), over urql's core and a
 * document cache (decision 106). Errors come beside data, as the spec says. `transport` is where
 * operations go: the endpoints over HTTP in the browser, the schema itself on the server.
 */
export class GraphQLClient {
  readonly urql: Client;
  private readonly cache = new DocumentCache();
  /** The keys `readQuery` is asked for while `readsOf` runs. */
  private reads: Set<number> | null = null;

  /**
   * `revalidate: false` for a server render: a query its components watch is shown from what the
   * page's prefetch kept, never asked again (`cache-and-network` reads as `cache-first`).
   */
  constructor(options: { exchanges: Exchange[]; state?: CacheState; revalidate?: boolean }) {
    if (options.state) this.cache.restore(options.state);
    this.cache.revalidates = options.revalidate ?? true;
    this.urql = new Client({
      url: '/api/graphql',
      requestPolicy: 'cache-first',
      // Queries are POSTed as before: an answer for one user must never sit in a browser's HTTP cache.
      preferGetMethod: false,
      exchanges: [this.cache.exchange, ...options.exchanges],
    });
  }

  query<Data, Variables extends AnyVariables>(options: {
    query: TypedDocumentNode<Data, Variables>;
    variables?: Variables;
    fetchPolicy?: FetchPolicy;
  }): Promise<Answer<Data>> {
    return this.urql
      .query(options.query, options.variables as Variables, {
        requestPolicy: options.fetchPolicy ?? 'network-only',
      })
      .toPromise()
      .then(({ data, error }) => ({ data, error }));
  }

  mutate<Data, Variables extends AnyVariables>(options: {
    mutation: TypedDocumentNode<Data, Variables>;
    variables?: Variables;
  }): Promise<Answer<Data>> {
    return this.urql
      .mutation(options.mutation, options.variables as Variables)
      .toPromise()
      .then(({ data, error }) => ({ data, error }));
  }

  /** What is kept for a query, without asking the server; null when nothing is. */
  readQuery<Data, Variables extends AnyVariables>(options: {
    query: TypedDocumentNode<Data, Variables>;
    variables?: Variables;
  }): Data | null {
    // Read from the cache itself: an operation sent through urql would reach the components
    // watching the same query, with nothing when nothing is kept.
    const key = createRequest(options.query, options.variables as Variables).key;
    this.reads?.add(key);
    return (this.cache.read(key) as Data | undefined) ?? null;
  }

  /**
   * Runs `read` and gives what it returned and the keys of the queries it read with `readQuery`,
   * whether an answer was kept for them or not: what to listen for (`onAnswerChanged`).
   */
  readsOf<T>(read: () => T): { value: T; keys: ReadonlySet<number> } {
    const keys = new Set<number>();
    this.reads = keys;
    try {
      return { value: read(), keys };
    } finally {
      this.reads = null;
    }
  }

  /**
   * Calls `listener` with a query's key each time the answer kept for it changes: it came from
   * the server, was written, or was dropped after a mutation. Returns the way to stop listening.
   */
  onAnswerChanged(listener: (key: number) => void): () => void {
    return this.cache.onChange(listener);
  }

  /** Keeps `data` as a query's answer (what a mutation answered), shown wherever it is watched. */
  writeQuery<Data, Variables extends AnyVariables>(options: {
    query: TypedDocumentNode<Data, Variables>;
    variables?: Variables;
    data: Data;
  }): void {
    const request = createRequest(options.query, options.variables as Variables);
    this.cache.write(this.urql.createRequestOperation('query', request), options.data);
  }

  /**
   * Asks the server again for the watched queries of these documents or operation names
   * (`'active'`: every watched query); resolves once they answered.
   */
  refetchQueries(options: { include: ReadonlyArray<DocumentNode | string> | 'active' }): Promise<void> {
    const { include } = options;
    if (include === 'active') return this.cache.refetch(() => true);
    const names = new Set(
      include.map((query) => (typeof query === 'string' ? query : getOperationName(query))),
    );
    return this.cache.refetch((operation) => names.has(getOperationName(operation.query)));
  }

  /** After sign-in, sign-out or closing: forgets everything and asks again for what is on screen. */
  reset(): Promise<void> {
    return this.cache.clear();
  }

  /** What a server render hands the browser. */
  extract(): CacheState {
    return this.cache.extract();
  }

  /** True from the start of a page the server rendered until `endHydration()`. */
  get hydrating(): boolean {
    return this.cache.hydrating;
  }

  /**
   * Called once the server's page has hydrated: from now on queries ask the server again as their
   * policy says. Until then a second fetch of each query raced the hydration.
   */
  endHydration(): void {
    this.cache.hydrating = false;
  }
}
