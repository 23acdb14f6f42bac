/** Writes the printed schema of both GraphQL endpoints to schema/*.graphql (committed; a test checks drift). */
import fs from 'node:fs';
import path from 'node:path';
import { printSchema } from 'graphql';
import { buildSchemas } from '../src/core/server/graphql/schemas';
import { loadServerModules } from '../src/core/server/modules';

const schemas = await buildSchemas(await loadServerModules());
const dir = path.resolve(import.meta.dirname, '../schema');
fs.mkdirSync(dir, { recursive: true });
for (const [name, schema] of Object.entries(schemas)) {
  const file = path.join(dir, `${name}.graphql`);
  fs.writeFileSync(file, `${printSchema(schema)}\n`);
  console.log(`wrote ${path.relative(process.cwd(), file)}`);
}
