import fs from 'node:fs';
import path from 'node:path';
import { printSchema } from 'graphql';
import { describe, expect, it } from 'vitest';
import { buildSchemas } from '@/core/server/graphql/schemas';
import { loadServerModules } from '@/core/server/modules';
import { INTROSPECTION_FILES, introspectionTypes } from '../../scripts/graphql-introspection';

const committed = (file: string) => fs.readFileSync(path.resolve(import.meta.dirname, '../..', file), 'utf8');

describe('committed GraphQL schemas and the client types generated from them', () => {
  it.each(['public', 'admin'] as const)(
    'schema/%s.graphql matches the code (run `npm run schema:print`)',
    async (name) => {
      const schemas = await buildSchemas(await loadServerModules());
      expect(`${printSchema(schemas[name])}\n`).toBe(committed(`schema/${name}.graphql`));
    },
  );

  it.each(['public', 'admin'] as const)(
    'the %s introspection types match the schema (run `npm run schema:print`)',
    async (name) => {
      const schemas = await buildSchemas(await loadServerModules());
      expect(introspectionTypes(name, schemas[name])).toBe(committed(INTROSPECTION_FILES[name]));
    },
  );
});
