import fs from 'node:fs';
import path from 'node:path';
import { printSchema } from 'graphql';
import { describe, expect, it } from 'vitest';
import { buildSchemas } from '../../src/core/server/graphql/schemas';
import { loadServerModules } from '../../src/core/server/modules';

describe('committed GraphQL schemas', () => {
  it.each(['public', 'admin'] as const)(
    'schema/%s.graphql matches the code (run `npm run schema:print`)',
    async (name) => {
      const schemas = await buildSchemas(await loadServerModules());
      const committed = fs.readFileSync(
        path.resolve(import.meta.dirname, `../../schema/${name}.graphql`),
        'utf8',
      );
      expect(`${printSchema(schemas[name])}\n`).toBe(committed);
    },
  );
});
