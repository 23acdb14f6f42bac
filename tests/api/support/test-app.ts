import fs from 'node:fs';
import type { FastifyInstance } from 'fastify';
import { createApp } from '../../../src/core/server/app';
import type { Database } from '../../../src/core/server/db/database';
import { loadServerModules } from '../../../src/core/server/modules';
import { testConfig } from './test-config';
import { type Engine, openTestDatabase } from './test-database';

export interface GraphQLResponse<T = Record<string, unknown>> {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  data?: T;
  errors?: { message: string; extensions?: { code?: string; field?: string } }[];
}

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  /** Runs an operation over HTTP (in-process) against one of the two endpoints. */
  graphql<T = Record<string, unknown>>(
    query: string,
    options?: {
      variables?: Record<string, unknown>;
      headers?: Record<string, string>;
      endpoint?: 'public' | 'admin';
    },
  ): Promise<GraphQLResponse<T>>;
  close(): Promise<void>;
}

/** The real app (without server-rendered pages) on a fresh database of its own. */
export async function startTestApp(engine: Engine, env: Record<string, string> = {}): Promise<TestApp> {
  const database = await openTestDatabase(engine);
  const config = testConfig(env);
  const app = await createApp({
    config,
    database,
    modules: await loadServerModules(),
    // Setting-named variables pre-fill settings, as they do for `npm start`.
    env,
  });
  return {
    app,
    database,
    graphql: async (query, options = {}) => {
      const response = await app.inject({
        method: 'POST',
        url: options.endpoint === 'admin' ? '/api/admin/graphql' : '/api/graphql',
        headers: { 'content-type': 'application/json', ...options.headers },
        payload: { query, variables: options.variables },
      });
      return { status: response.statusCode, headers: response.headers, ...response.json() };
    },
    close: async () => {
      await app.close();
      await database.close();
      fs.rmSync(config.DATA_DIR, { recursive: true, force: true });
    },
  };
}
