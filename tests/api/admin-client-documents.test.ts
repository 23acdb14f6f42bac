import fs from 'node:fs';
import path from 'node:path';
import { buildSchema, type OperationDefinitionNode, validate } from 'graphql';
import { describe, expect, it } from 'vitest';
import { type AdminClientEntity, documentsOf } from '@/core/client/admin/crud/admin-client-entity';

/**
 * The admin console's generic operations (list, record, create, update, bulk, export, import)
 * are built at run time around each entity's generated fragment. Every operation of every
 * entity that the admin schema offers must be valid against it, and the list and the record
 * must always be there: this is what keeps their hand-written wrapper true to the schema.
 */
const schema = buildSchema(
  fs.readFileSync(path.resolve(import.meta.dirname, '../../schema/admin.graphql'), 'utf8'),
);
const mutationFields = Object.keys(schema.getMutationType()?.getFields() ?? {});
const queryFields = Object.keys(schema.getQueryType()?.getFields() ?? {});

const entityFiles = import.meta.glob<Record<string, unknown>>('../../src/**/client/**/*-entity.ts', {
  eager: true,
});
const entities = Object.values(entityFiles)
  .flatMap((exports) => Object.values(exports))
  .filter(
    (value): value is AdminClientEntity => typeof value === 'object' && value !== null && 'plural' in value,
  );

/** The root field an operation asks, e.g. `adminRoles` for `page: adminRoles(list: $list)`. */
function rootField(document: { definitions: readonly unknown[] }): string {
  const operation = document.definitions.find(
    (definition): definition is OperationDefinitionNode =>
      (definition as OperationDefinitionNode).kind === 'OperationDefinition',
  );
  const selection = operation?.selectionSet.selections[0];
  return selection?.kind === 'Field' ? selection.name.value : '';
}

describe('admin console operations built from the entities’ fragments', () => {
  it('finds the entities', () => {
    expect(entities.length).toBeGreaterThanOrEqual(15);
  });

  it.each(entities.map((entity) => [entity.name, entity] as const))(
    '%s: every operation the schema offers is valid, and its list and record exist',
    (_name, entity) => {
      const documents = documentsOf(entity);
      expect(queryFields).toContain(rootField(documents.list));
      expect(queryFields).toContain(rootField(documents.item));
      for (const [kind, document] of Object.entries(documents)) {
        const field = rootField(document);
        if (!queryFields.includes(field) && !mutationFields.includes(field)) continue;
        expect(validate(schema, document).map((error) => `${kind}: ${error.message}`)).toEqual([]);
      }
    },
  );
});
