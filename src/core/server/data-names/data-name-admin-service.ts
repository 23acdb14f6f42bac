import { dataNameKeySchema, dataNamesInputSchema } from '@/core/shared/data-names';
import { recordAudit } from '../admin/audit/audit-log';
import type { Db } from '../db/database';
import { AppError } from '../errors';
import type { GraphQLContext } from '../graphql/context';
import { loadServerModules } from '../modules';
import { parseInput } from '../validation';
import { findDataNames, findEnglishOf, writeDataNames } from './data-name-repository';
import type { DataNameSource } from './data-name-source';

/** One translatable part of a thing as the admin edits it: its English text and its translation. */
export interface AdminDataName {
  field: string;
  english: string;
  /** In the language asked for; null when it shows the English text. */
  value: string | null;
}

/** Every module's declared names (tables stay when a module is off, so all of them). */
export async function dataNameSources(): Promise<DataNameSource[]> {
  return (await loadServerModules()).flatMap((module) => module.dataNames ?? []);
}

async function sourceOf(entity: string): Promise<DataNameSource> {
  const source = (await dataNameSources()).find((candidate) => candidate.entity === entity);
  if (!source) throw new AppError('not.found', { field: 'entity' });
  return source;
}

async function namesIn(db: Db, source: DataNameSource, thing: string, lng: string): Promise<AdminDataName[]> {
  const english = await findEnglishOf(db, source, thing);
  if (!english) throw new AppError('not.found', { field: 'thing' });
  const rows = await findDataNames(db, source.entity, lng, [thing]);
  return Object.keys(source.fields).map((field) => ({
    field,
    english: english[field] ?? '',
    value: rows.find((row) => row.field === field)?.value ?? null,
  }));
}

/** A thing's names in one language beside their English texts. */
export async function adminDataNames(context: GraphQLContext, input: unknown): Promise<AdminDataName[]> {
  const key = parseInput(dataNameKeySchema, input);
  return namesIn(context.db, await sourceOf(key.entity), key.thing, key.lng);
}

/**
 * Writes one language's names of a thing and records the change in the audit log, in one
 * transaction; a field the entity does not translate is refused and nothing is written.
 */
export async function updateDataNames(context: GraphQLContext, input: unknown): Promise<AdminDataName[]> {
  const { values, ...key } = parseInput(dataNamesInputSchema, input);
  const source = await sourceOf(key.entity);
  const unknown = Object.keys(values).find((field) => !(field in source.fields));
  if (unknown) throw new AppError('field.invalid', { field: `values.${unknown}` });
  return context.db.transaction().execute(async (trx) => {
    const before = await namesIn(trx, source, key.thing, key.lng);
    await writeDataNames(trx, key, values);
    const after = await namesIn(trx, source, key.thing, key.lng);
    await recordAudit(trx, context, {
      entity: 'DataName',
      entityId: `${key.entity}:${key.thing}:${key.lng}`,
      action: 'update',
      before,
      after,
    });
    return after;
  });
}
