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
import type { AuthTables } from '@/core/server/auth/auth-tables';
import { buildSchemas } from '@/core/server/graphql/schemas';
import { loadServerModules } from '@/core/server/modules';
import { CORE_PERMISSIONS } from '@/core/shared/permissions';
import { signedInWith } from './support/admin-users';
import { startTestApp, type TestApp } from './support/test-app';
import { EMBEDDED_ONLY } from './support/test-database';

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

/** A field's `authScopes` (src/core/server/graphql/builder.ts): fixed, or from its arguments. */
interface Scopes {
  permission?: string;
  allPermissions?: readonly string[];
  anyPermission?: readonly string[];
}
type DeclaredScopes = Scopes | ((root: unknown, args: Record<string, unknown>) => Scopes);

/** Every permission the field declares where it is defined, for these arguments. */
function declaredPermissions(field: GraphQLField<unknown, unknown>, args: Record<string, unknown>): string[] {
  const extensions = field.extensions as { pothosOptions?: { authScopes?: DeclaredScopes } };
  const declared = extensions.pothosOptions?.authScopes;
  const scopes = typeof declared === 'function' ? declared(null, args) : declared;
  return [
    ...new Set([scopes?.permission ?? [], scopes?.allPermissions ?? [], scopes?.anyPermission ?? []].flat()),
  ];
}

interface Operation {
  name: string;
  kind: 'query' | 'mutation';
  document: string;
  variables: Record<string, unknown>;
  description: string;
  /** Every permission its `authScopes` declare: what it needs. */
  permissions: string[];
}

function operationOf(kind: 'query' | 'mutation', field: GraphQLField<unknown, unknown>): Operation {
  const args = field.args as readonly GraphQLArgument[];
  const declared = args.map((arg) => `$${arg.name}: ${arg.type}`).join(', ');
  const passed = args.map((arg) => `${arg.name}: $${arg.name}`).join(', ');
  const selection =
    isScalarType(getNamedType(field.type)) || isEnumType(getNamedType(field.type)) ? '' : ' { __typename }';
  const variables = {
    ...Object.fromEntries(args.map((arg) => [arg.name, placeholder(arg.type)])),
    ...ARGUMENTS[field.name],
  };
  return {
    name: field.name,
    kind,
    document: `${kind}${declared ? `(${declared})` : ''} { ${field.name}${passed ? `(${passed})` : ''}${selection} }`,
    variables,
    description: field.description ?? '',
    permissions: declaredPermissions(field, variables),
  };
}

const modules = await loadServerModules();
const schemas = await buildSchemas(modules);
const CATALOGUE = new Set<string>([
  ...CORE_PERMISSIONS,
  ...modules.flatMap((module) => module.permissions ?? []),
]);
const OPERATIONS: Operation[] = [
  ...Object.values(schemas.admin.getQueryType()!.getFields()).map((field) => operationOf('query', field)),
  ...Object.values(schemas.admin.getMutationType()?.getFields() ?? {}).map((field) =>
    operationOf('mutation', field),
  ),
];

describe.each(EMBEDDED_ONLY)('every admin operation is guarded, on %s', (engine) => {
  let api: TestApp;
  let bystander: string;
  let member: string;
  beforeAll(async () => {
    api = await startTestApp(engine);
    // Holds the console's menu, but nothing any operation needs.
    bystander = await signedInWith(api, ['AdminMenu:show']);
    // What every registered member holds: the public site's proposals, ratings and places.
    const memberRole = await api.database.db
      .withTables<AuthTables>()
      .selectFrom('role')
      .select('permissions')
      .where('name', '=', 'Member')
      .executeTakeFirstOrThrow();
    member = await signedInWith(api, memberRole.permissions);
  });
  afterAll(() => api.close());

  const run = (operation: Operation, cookie: string) =>
    api.graphql(operation.document, {
      endpoint: 'admin',
      headers: { cookie },
      variables: operation.variables,
    });

  it('declares the permissions each operation needs where it is defined, and names them', () => {
    const undeclared = OPERATIONS.filter((operation) => operation.permissions.length === 0).map(
      (o) => o.name,
    );
    expect(undeclared).toEqual([]);
    const unknown = OPERATIONS.flatMap((operation) =>
      operation.permissions
        .filter((permission) => !CATALOGUE.has(permission) && !permission.endsWith(':configure'))
        .map((permission) => `${operation.name}: ${permission}`),
    );
    expect(unknown).toEqual([]);
    const unnamed = OPERATIONS.flatMap((operation) =>
      operation.permissions
        .filter((permission) => !operation.description.includes(permission))
        .map((permission) => `${operation.name}: ${permission}`),
    );
    expect(unnamed).toEqual([]);
  });

  it.each(OPERATIONS)(
    '$kind $name: refused to visitors, members and accounts without its permission',
    async (operation) => {
      for (const cookie of ['', bystander, member]) {
        const answer = await run(operation, cookie);
        expect(answer.status).toBe(200);
        expect(answer.errors?.[0]?.extensions?.code, JSON.stringify(answer.errors)).toBe(
          'user.not.authorized',
        );
      }
    },
  );

  it('shows the admin schema to those who may open the console only; the public one to anyone', async () => {
    const introspections = [
      '{ __schema { queryType { name } } }',
      '{ __type(name: "User") { fields { name } } }',
      '{ ...Map } fragment Map on Query { __schema { types { name } } }',
    ];
    for (const cookie of ['', member]) {
      for (const document of introspections) {
        const answer = await api.graphql(document, { endpoint: 'admin', headers: { cookie } });
        expect(answer.data, document).toBeUndefined();
        expect(answer.errors?.[0]?.extensions?.code, document).toBe('user.not.authorized');
      }
    }
    expect((await api.graphql('{ __typename }', { endpoint: 'admin' })).data).toEqual({
      __typename: 'Query',
    });
    for (const document of introspections) {
      const answer = await api.graphql(document, { endpoint: 'admin', headers: { cookie: bystander } });
      expect(answer.errors, document).toBeUndefined();
    }
    const open = await api.graphql('{ __schema { queryType { name } } }');
    expect(open.data).toEqual({ __schema: { queryType: { name: 'Query' } } });
  });

  it.each(OPERATIONS)('$kind $name: allowed with $permissions', async (operation) => {
    const answer = await run(operation, await signedInWith(api, operation.permissions));
    expect(answer.status).toBe(200);
    const codes = (answer.errors ?? []).map((error) => error.extensions?.code);
    expect(codes).not.toContain('user.not.authorized');
    expect(codes).not.toContain('internal.error');
  });
});
