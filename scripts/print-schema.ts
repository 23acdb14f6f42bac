/**
 * Writes the printed schema of both GraphQL endpoints to schema/*.graphql and the types the
 * client's documents are checked against (src/core/client/graphql/*-introspection.d.ts). Both
 * are committed; a test fails when either drifts from the code.
 */
import fs from 'node:fs';
import path from 'node:path';
import { printSchema } from 'graphql';
import { buildSchemas } from '@/core/server/graphql/schemas';
import { loadServerModules } from '@/core/server/modules';
import { INTROSPECTION_FILES, introspectionTypes } from './graphql-introspection';

const root = path.resolve(import.meta.dirname, '..');
const write = (file: string, text: string) => {
  fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
  fs.writeFileSync(path.join(root, file), text);
  console.log(`wrote ${file}`);
};

const schemas = await buildSchemas(await loadServerModules());
for (const name of ['public', 'admin'] as const) {
  write(`schema/${name}.graphql`, `${printSchema(schemas[name])}\n`);
  write(INTROSPECTION_FILES[name], introspectionTypes(name, schemas[name]));
}
