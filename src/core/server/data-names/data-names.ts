import { DEFAULT_LANGUAGE } from '@/core/shared/languages';
import type { GraphQLContext } from '../graphql/context';
import { requestLoader } from '../graphql/request-loader';
import { findDataNames } from './data-name-repository';

type NameContext = Pick<GraphQLContext, 'db' | 'lang'>;

const SEPARATOR = '\u0000';

/**
 * A thing's names in the request's language, by field: what the resolvers of one request ask
 * for is read in one query per entity. Reading `data_name` inside a request is what ties a kept
 * page to these names, so the page cache drops it when one changes (decision 011).
 */
const namesOf = requestLoader<NameContext, Map<string, string>>(async (context, keys) => {
  const byEntity = new Map<string, string[]>();
  for (const key of keys) {
    const [entity = '', thing = ''] = key.split(SEPARATOR);
    byEntity.set(entity, [...(byEntity.get(entity) ?? []), thing]);
  }
  const found = new Map<string, Map<string, string>>();
  await Promise.all(
    [...byEntity].map(async ([entity, things]) => {
      for (const row of await findDataNames(context.db, entity, context.lang, things)) {
        const key = `${entity}${SEPARATOR}${row.thing}`;
        const fields = found.get(key) ?? new Map<string, string>();
        fields.set(row.field, row.value);
        found.set(key, fields);
      }
    }),
  );
  return keys.map((key) => found.get(key) ?? new Map());
});

/**
 * A name in the request's language (decision 099): its translation when there is one, else the
 * English text kept on the row. English requests read nothing more.
 */
export async function dataName(
  context: NameContext,
  name: { entity: string; thing: string; field: string },
  english: string,
): Promise<string> {
  if (context.lang === DEFAULT_LANGUAGE || english === '') return english;
  const fields = await namesOf(context, `${name.entity}${SEPARATOR}${name.thing}`);
  return fields.get(name.field) ?? english;
}

/** As `dataName`, for a part that may be absent (a short name): absent stays absent. */
export async function optionalDataName(
  context: NameContext,
  name: { entity: string; thing: string; field: string },
  english: string | null,
): Promise<string | null> {
  return english === null ? null : dataName(context, name, english);
}
