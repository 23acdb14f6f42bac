import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { preferMemoryTempDir } from './tests/memory-temp-dir';

const require = createRequire(import.meta.url);
preferMemoryTempDir();

export default defineConfig({
  resolve: {
    // graphql 16 ships CJS and ESM builds; Node (and so Yoga, Pothos) loads the CJS one.
    // Tests must load that same copy, or `instanceof GraphQLError` fails across the two.
    alias: [
      { find: 'graphql', replacement: require.resolve('graphql') },
      // `@/core/…` names a file from src/, as in tsconfig.json `paths`.
      { find: /^@\//, replacement: fileURLToPath(new URL('./src/', import.meta.url)) },
    ],
  },
  test: {
    // Beside the browser tests a file runs several times slower than alone: bounds for a loaded
    // machine, not for an idle one.
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // Vitest's default is cores − 1, one worker on a 2-core machine; the files are mostly
    // waiting on a database or a child process, so two keep both cores busy.
    maxWorkers: 2,
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['src/**/*.test.ts'],
          pool: 'threads',
          // Pure functions and a few stubbed globals, each file unstubbing its own: a worker's
          // module cache shared by its files halves the project's CPU (40 → 21 CPU-s).
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          name: 'api',
          include: ['tests/api/**/*.test.ts'],
          // Each test database is a copy of one migrated once per run; the server and scripts
          // some files start as processes run from the build's bundles.
          globalSetup: ['tests/api/support/migrated-templates.ts', 'tests/api/support/built-app.ts'],
          pool: 'forks',
          // Every file opens databases and servers of its own; sharing a worker's module cache
          // spares re-importing the server and rebuilding the schema for each file.
          isolate: false,
        },
      },
    ],
  },
});
