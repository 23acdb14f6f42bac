import fs from 'node:fs';
import type { TypedDocumentNode } from '@urql/core';
import type { FastifyInstance } from 'fastify';
import { print } from 'graphql';
import { createApp } from '@/core/server/app';
import { loadServerModules } from '@/core/server/modules';
import { testConfig } from './test-config';
import { type Engine, openTestDatabase, type TestDatabase } from './test-database';

export interface GraphQLResponse<T = UntypedData> {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  data?: T;
  errors?: { message: string; extensions?: { code?: string; field?: string } }[];
}

/** What a request that is not a typed document answers: read it as the client would, unknown. */
export type UntypedData = Record<string, unknown>;

interface RequestOptions<V> {
  variables?: V;
  headers?: Record<string, string>;
  endpoint?: 'public' | 'admin';
  /** The client's address, as the server sees it (rate limits count per address). */
  remoteAddress?: string;
}

export interface TestApp {
  app: FastifyInstance;
  database: TestDatabase;
  /**
   * Runs an operation over HTTP (in-process) against one of the two endpoints. A document
   * written with `graphql()`/`adminGraphql()` types its variables and its answer from the
   * committed schema; a plain string (a malformed or generated request) answers untyped data.
   */
  graphql<R, V>(document: TypedDocumentNode<R, V>, options?: RequestOptions<V>): Promise<GraphQLResponse<R>>;
  graphql(document: string, options?: RequestOptions<Record<string, unknown>>): Promise<GraphQLResponse>;
  /** Runs an operation on the admin endpoint as the member whose session `cookie` is given. */
  admin<R, V>(cookie: string, document: TypedDocumentNode<R, V>, variables?: V): Promise<GraphQLResponse<R>>;
  close(): Promise<void>;
}

export interface TestAppOptions {
  /** Serve the server-rendered pages too, from the build (`npm run build`; the API project's setup builds it). */
  pages?: boolean;
  /** Where the server's log lines go (each a line of JSON), instead of standard output. */
  logStream?: { write(line: string): void };
}

/** The real app (without server-rendered pages, unless asked) on a fresh database of its own. */
export async function startTestApp(
  engine: Engine,
  env: Record<string, string> = {},
  options: TestAppOptions = {},
): Promise<TestApp> {
  const database = await openTestDatabase(engine);
  const config = testConfig(env);
  const app = await createApp({
    config,
    database,
    modules: await loadServerModules(),
    // Setting-named variables pre-fill settings, as they do for `npm start`.
    env,
    pages: options.pages,
    logStream: options.logStream,
  });
  const testApp: TestApp = {
    app,
    database,
    graphql: async (
      document: string | TypedDocumentNode<unknown, unknown>,
      options: RequestOptions<unknown> = {},
    ) => {
      const response = await app.inject({
        method: 'POST',
        url: options.endpoint === 'admin' ? '/api/admin/graphql' : '/api/graphql',
        headers: { 'content-type': 'application/json', ...options.headers },
        ...(options.remoteAddress && { remoteAddress: options.remoteAddress }),
        payload: {
          query: typeof document === 'string' ? document : print(document),
          variables: options.variables,
        },
      });
      return { status: response.statusCode, headers: response.headers, ...response.json() };
    },
    admin: (cookie, document, variables) =>
      testApp.graphql(document, { endpoint: 'admin', headers: { cookie }, variables }),
    close: async () => {
      await app.close();
      await database.close();
      fs.rmSync(config.DATA_DIR, { recursive: true, force: true });
    },
  };
  return testApp;
}

/**
 * The real app serving its pages as a visitor finds them after the first-run setup (without it,
 * every page leads to /_setup): `startTestApp` with `pages`, the setup marked done.
 */
export async function startTestSite(
  engine: Engine,
  env: Record<string, string> = {},
  options: Omit<TestAppOptions, 'pages'> = {},
): Promise<TestApp> {
  const api = await startTestApp(engine, env, { ...options, pages: true });
  await api.app.settings.set('setupInitialized', true);
  await api.app.settings.set('setupFinalized', true);
  return api;
}
