import {
  type GraphQLArgument,
  type GraphQLField,
  type GraphQLInputType,
  getNamedType,
  isEnumType,
  isInputObjectType,
  isListType,
  isNonNullType,
  isScalarType,
} from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSchemas } from '../../src/core/server/graphql/schemas';
import { loadServerModules } from '../../src/core/server/modules';
import { signedInWith } from './support/admin-users';
import { startTestApp, type TestApp } from './support/test-app';
import { ENGINES } from './support/test-database';

/** Arguments a field needs to reach its permission check, where a placeholder would not. */
const ARGUMENTS: Record<string, Record<string, unknown>> = {
  updateSettings: { section: 'Social', values: {} },
};

function placeholder(type: GraphQLInputType): unknown {
  if (isNonNullType(type)) return placeholder(type.ofType);
  if (isListType(type)) return [placeholder(type.ofType)];
  if (isEnumType(type)) return type.getValues()[0]?.value;
  if (isInputObjectType(type)) return {};
  if (isScalarType(type)) {
    if (type.name === 'ID') return '01900000-0000-7000-8000-0000000000ff';
    if (type.name === 'Int' || type.name === 'Float') return 1;
    if (type.name === 'Boolean') return false;
    if (type.name === 'JSON') return {};
  }
  return 'x';
}

interface Operation {
  name: string;
  kind: 'query' | 'mutation';
  document: string;
  variables: Record<string, unknown>;
  /** Every `Entity:action` its description names: what it needs. */
  permissions: string[];
}

function operationOf(kind: 'query' | 'mutation', field: GraphQLField<unknown, unknown>): Operation {
  const args = field.args as readonly GraphQLArgument[];
  const declared = args.map((arg) => `$${arg.name}: ${arg.type}`).join(', ');
  const passed = args.map((arg) => `${arg.name}: $${arg.name}`).join(', ');
  const selection =
    isScalarType(getNamedType(field.type)) || isEnumType(getNamedType(field.type)) ? '' : ' { __typename }';
  const variables = Object.fromEntries(args.map((arg) => [arg.name, placeholder(arg.type)]));
  return {
    name: field.name,
    kind,
    document: `${kind}${declared ? `(${declared})` : ''} { ${field.name}${passed ? `(${passed})` : ''}${selection} }`,
    variables: { ...variables, ...ARGUMENTS[field.name] },
    permissions: [...new Set(field.description?.match(/\b[A-Z][A-Za-z]+:[a-z]+\b/g) ?? [])],
  };
}

const schemas = await buildSchemas(await loadServerModules());
const OPERATIONS: Operation[] = [
  ...Object.values(schemas.admin.getQueryType()!.getFields()).map((field) => operationOf('query', field)),
  ...Object.values(schemas.admin.getMutationType()?.getFields() ?? {}).map((field) =>
    operationOf('mutation', field),
  ),
];

describe.each(ENGINES)('every admin operation is guarded, on %s', (engine) => {
  let api: TestApp;
  let bystander: string;
  beforeAll(async () => {
    api = await startTestApp(engine);
    // Holds the console's menu, but nothing any operation needs.
    bystander = await signedInWith(api, ['AdminMenu:show']);
  });
  afterAll(() => api.close());

  const run = (operation: Operation, cookie: string) =>
    api.graphql(operation.document, {
      endpoint: 'admin',
      headers: { cookie },
      variables: operation.variables,
    });

  it('names the permission each operation needs in its description', () => {
    const unnamed = OPERATIONS.filter((operation) => operation.permissions.length === 0).map((o) => o.name);
    expect(unnamed).toEqual([]);
  });

  it.each(OPERATIONS)(
    '$kind $name: refused to visitors and to accounts without its permission',
    async (operation) => {
      for (const cookie of ['', bystander]) {
        const answer = await run(operation, cookie);
        expect(answer.status).toBe(200);
        expect(answer.errors?.[0]?.extensions?.code, JSON.stringify(answer.errors)).toBe(
          'user.not.authorized',
        );
      }
    },
  );

  it.each(OPERATIONS)('$kind $name: allowed with $permissions', async (operation) => {
    const answer = await run(operation, await signedInWith(api, operation.permissions));
    expect(answer.status).toBe(200);
    const codes = (answer.errors ?? []).map((error) => error.extensions?.code);
    expect(codes).not.toContain('user.not.authorized');
    expect(codes).not.toContain('internal.error');
  });
});
