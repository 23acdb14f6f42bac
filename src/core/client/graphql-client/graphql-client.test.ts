import { type Exchange, makeErrorResult, type Operation, type TypedDocumentNode } from '@urql/core';
import { buildSchema, type GraphQLFieldResolver, type GraphQLObjectType, parse } from 'graphql';
import { describe, expect, it } from 'vitest';
import { filter, map, merge, pipe, share, subscribe } from 'wonka';
import { GraphQLClient } from './graphql-client';
import { schemaExchange } from './schema-exchange';

interface School {
  _id: string;
  name: string;
}

/** A small school directory: what the client is tested against, run in-process as the server render does. */
function directory() {
  const schools: School[] = [
    { _id: 's1', name: 'Lycée Français' },
    { _id: 's2', name: 'British School' },
  ];
  const asked: string[] = [];
  const schema = buildSchema(`
    type School { _id: ID! name: String! }
    type Query { school(id: ID!): School schools: [School!]! }
    type Mutation { renameSchool(id: ID!, name: String!): School }
  `);
  const resolve = (
    type: GraphQLObjectType | null | undefined,
    field: string,
    resolver: GraphQLFieldResolver<unknown, unknown>,
  ) => {
    const definition = type?.getFields()[field];
    if (definition) definition.resolve = resolver;
  };
  resolve(schema.getQueryType(), 'school', (_, { id }) => {
    asked.push(`school ${id}`);
    return { ...schools.find((school) => school._id === id) };
  });
  resolve(schema.getQueryType(), 'schools', () => {
    asked.push('schools');
    return schools.map((school) => ({ ...school }));
  });
  resolve(schema.getMutationType(), 'renameSchool', (_, { id, name }) => {
    const school = schools.find((entry) => entry._id === id);
    if (school) school.name = name as string;
    return school;
  });
  // While `network.down`, every operation fails as the browser's fetch does when offline.
  const network = { down: false };
  const offline: Exchange =
    ({ forward }) =>
    (operations$) => {
      const shared$ = share(operations$);
      const failing = (operation: Operation) => network.down && operation.kind !== 'teardown';
      return merge([
        pipe(
          shared$,
          filter(failing),
          map((operation) => makeErrorResult(operation, new TypeError('Failed to fetch'))),
        ),
        forward(
          pipe(
            shared$,
            filter((operation) => !failing(operation)),
          ),
        ),
      ]);
    };
  const newClient = (state?: ReturnType<GraphQLClient['extract']>, options: { revalidate?: boolean } = {}) =>
    new GraphQLClient({ exchanges: [offline, schemaExchange(schema, {})], state, ...options });
  return { newClient, asked, network };
}

const SCHOOL = parse('query School($id: ID!) { school(id: $id) { _id name } }') as TypedDocumentNode<
  { school: School | null },
  { id: string }
>;
const SCHOOLS = parse('query Schools { schools { _id name } }') as TypedDocumentNode<
  { schools: School[] },
  Record<string, never>
>;
const RENAME = parse(
  'mutation Rename($id: ID!, $name: String!) { renameSchool(id: $id, name: $name) { _id name } }',
) as TypedDocumentNode<{ renameSchool: School | null }, { id: string; name: string }>;

const nameOf = (answer: { school: School | null } | null | undefined) => answer?.school?.name;
const nextTask = () => new Promise((resolve) => setTimeout(resolve, 10));

/** Watches a query as a component does, and gives the names it was shown, in order. */
function watch(client: GraphQLClient, policy: 'cache-first' | 'cache-and-network' = 'cache-first') {
  const shown: (string | undefined)[] = [];
  const { unsubscribe } = pipe(
    client.urql.query(SCHOOL, { id: 's1' }, { requestPolicy: policy }),
    subscribe((result) => shown.push(nameOf(result.data))),
  );
  return { shown, unsubscribe };
}

describe('GraphQLClient', () => {
  it('keeps an answer: asked again from the cache, the server is not', async () => {
    const { newClient, asked } = directory();
    const client = newClient();
    expect(nameOf((await client.query({ query: SCHOOL, variables: { id: 's1' } })).data)).toBe(
      'Lycée Français',
    );
    const again = await client.query({ query: SCHOOL, variables: { id: 's1' }, fetchPolicy: 'cache-first' });
    expect(nameOf(again.data)).toBe('Lycée Français');
    expect(nameOf(client.readQuery({ query: SCHOOL, variables: { id: 's1' } }))).toBe('Lycée Français');
    expect(client.readQuery({ query: SCHOOL, variables: { id: 's2' } })).toBeNull();
    expect(asked).toEqual(['school s1']);
  });

  it('after a mutation, the answers holding its item are asked again where they are watched', async () => {
    const { newClient, asked } = directory();
    const client = newClient();
    await client.query({ query: SCHOOLS });
    const watched = watch(client);
    await nextTask();
    await client.mutate({ mutation: RENAME, variables: { id: 's1', name: 'Lycée Molière' } });
    await nextTask();
    expect(watched.shown.at(-1)).toBe('Lycée Molière');
    // The list held the school too: it is no longer kept, and comes renamed from the server.
    const list = await client.query({ query: SCHOOLS, fetchPolicy: 'cache-first' });
    expect(list.data?.schools.map((school) => school.name)).toEqual(['Lycée Molière', 'British School']);
    expect(asked).toEqual(['schools', 'school s1', 'school s1', 'schools']);
    watched.unsubscribe();
  });

  it('reading what is kept changes nothing for the components watching the same query', async () => {
    const client = directory().newClient();
    const watched = watch(client);
    await nextTask();
    client.readQuery({ query: SCHOOL, variables: { id: 's1' } });
    client.readQuery({ query: SCHOOL, variables: { id: 's2' } });
    await nextTask();
    expect(watched.shown).toEqual(['Lycée Français']);
    watched.unsubscribe();
  });

  it('hands the server render’s answers to the browser, which does not ask for them again while it hydrates', async () => {
    const server = directory();
    await server.newClient().query({ query: SCHOOL, variables: { id: 's1' } });
    const rendered = server.newClient();
    await rendered.query({ query: SCHOOL, variables: { id: 's1' } });
    const state = JSON.parse(JSON.stringify(rendered.extract()));

    const browser = directory();
    const client = browser.newClient(state);
    // A component that only reads what is kept (the site's data) finds it.
    const kept = await client.query({ query: SCHOOL, variables: { id: 's1' }, fetchPolicy: 'cache-only' });
    expect(nameOf(kept.data)).toBe('Lycée Français');
    expect(nameOf(client.readQuery({ query: SCHOOL, variables: { id: 's1' } }))).toBe('Lycée Français');
    const hydrating = watch(client, 'cache-and-network');
    await nextTask();
    expect(hydrating.shown).toEqual(['Lycée Français']);
    expect(browser.asked).toEqual([]);
    hydrating.unsubscribe();

    // Once hydrated, a page watching it shows what is kept and asks the server again.
    client.endHydration();
    const later = watch(client, 'cache-and-network');
    await nextTask();
    expect(later.shown).toEqual(['Lycée Français', 'Lycée Français']);
    expect(browser.asked).toEqual(['school s1']);
    later.unsubscribe();
  });

  it('a server render’s client shows what its prefetch kept and never asks for it again', async () => {
    const { newClient, asked } = directory();
    const client = newClient(undefined, { revalidate: false });
    await client.query({ query: SCHOOL, variables: { id: 's1' } });
    const rendered = watch(client, 'cache-and-network');
    await nextTask();
    expect(rendered.shown).toEqual(['Lycée Français']);
    expect(asked).toEqual(['school s1']);
    // What it did not keep, it still asks for.
    const other = await client.query({ query: SCHOOL, variables: { id: 's2' }, fetchPolicy: 'cache-first' });
    expect(nameOf(other.data)).toBe('British School');
    expect(asked).toEqual(['school s1', 'school s2']);
    rendered.unsubscribe();
  });

  it('a query asked again without an answer keeps what it showed, with the network error beside it', async () => {
    const { newClient, network } = directory();
    const client = newClient();
    const results: { name: string | undefined; failed: boolean }[] = [];
    const { unsubscribe } = pipe(
      client.urql.query(SCHOOL, { id: 's1' }, { requestPolicy: 'cache-and-network' }),
      subscribe((result) =>
        results.push({ name: nameOf(result.data), failed: Boolean(result.error?.networkError) }),
      ),
    );
    await nextTask();
    network.down = true;
    await client.refetchQueries({ include: 'active' });
    await nextTask();
    expect(results.at(0)).toEqual({ name: 'Lycée Français', failed: false });
    expect(results.at(-1)).toEqual({ name: 'Lycée Français', failed: true });
    unsubscribe();
  });

  it('names the queries a reading read, and tells of each change to their answers, not of the server render’s', async () => {
    const server = directory();
    const rendered = server.newClient();
    await rendered.query({ query: SCHOOL, variables: { id: 's1' } });
    const client = directory().newClient(JSON.parse(JSON.stringify(rendered.extract())));
    const changed: number[] = [];
    const stop = client.onAnswerChanged((key) => changed.push(key));
    const s1 = client.readsOf(() => nameOf(client.readQuery({ query: SCHOOL, variables: { id: 's1' } })));
    const s2 = client.readsOf(() => nameOf(client.readQuery({ query: SCHOOL, variables: { id: 's2' } })));
    expect([s1.value, s2.value]).toEqual(['Lycée Français', undefined]);
    const [s1Key] = [...s1.keys];
    const [s2Key] = [...s2.keys];
    expect([s1.keys.size, s2.keys.size]).toEqual([1, 1]);
    expect(s1Key).not.toBe(s2Key);

    // The server render's answer taken by a watching component: nothing changed.
    const hydrating = watch(client);
    await nextTask();
    expect(changed).toEqual([]);
    // An answer that was missing arrives; another query's answer is no change to these two.
    await client.query({ query: SCHOOL, variables: { id: 's2' } });
    await client.query({ query: SCHOOLS });
    expect(changed.filter((key) => s1.keys.has(key) || s2.keys.has(key))).toEqual([s2Key]);
    // A mutation drops the kept answers holding its school, and the watched one comes again.
    await client.mutate({ mutation: RENAME, variables: { id: 's1', name: 'Lycée Molière' } });
    await nextTask();
    expect(changed.filter((key) => key === s1Key)).toEqual([s1Key, s1Key]);
    stop();
    await client.query({ query: SCHOOL, variables: { id: 's2' } });
    expect(changed.filter((key) => key === s2Key)).toEqual([s2Key]);
    hydrating.unsubscribe();
  });

  it('forgets everything on reset, and asks again for what is watched', async () => {
    const { newClient, asked } = directory();
    const client = newClient();
    const watched = watch(client);
    await nextTask();
    await client.reset();
    expect(asked).toEqual(['school s1', 'school s1']);
    expect(watched.shown.at(-1)).toBe('Lycée Français');
    watched.unsubscribe();
  });
});
