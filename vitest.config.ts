import { createRequire } from 'node:module';
import { defineConfig } from 'vitest/config';

const require = createRequire(import.meta.url);

export default defineConfig({
  resolve: {
    // graphql 16 ships CJS and ESM builds; Node (and so Yoga, Pothos) loads the CJS one.
    // Tests must load that same copy, or `instanceof GraphQLError` fails across the two.
    alias: { graphql: require.resolve('graphql') },
  },
  test: {
    include: ['src/**/*.test.ts', 'tests/api/**/*.test.ts'],
    // Each test database is a copy of one migrated once per run.
    globalSetup: ['tests/api/support/migrated-templates.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
  },
});
