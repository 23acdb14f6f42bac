import { TRANSLATED_LANGUAGES } from '@/core/shared/data-names';
import {
  MISSING_TRANSLATION_FILE_HEADERS,
  MISSING_TRANSLATION_LIST,
} from '@/core/shared/missing-translation-list';
import type { AdminEntity } from '../admin/crud/admin-entity';
import { registerAdminEntity } from '../admin/crud/register-admin-entity';
import { dataNameSources } from '../data-names/data-name-admin-service';
import type { DataNameSource } from '../data-names/data-name-source';
import { builder } from '../graphql/builder';
import { loadTranslations } from '../render/translations';
import {
  deleteMissing,
  findMissingById,
  findMissingPage,
  type MissingDataNames,
  type MissingTranslationRow,
} from './missing-translation-repository';

/** A missing key with the English text a translator starts from (null when English lacks it too). */
interface MissingTranslationRecord extends MissingTranslationRow {
  english: string | null;
  /** For a data name, the admin page where it is translated. */
  editPath: string | null;
}

const DATA_NAMESPACE = 'data:';

/** The names every module keeps in its tables, in every language but English, that a language must give. */
async function missingDataNames(): Promise<MissingDataNames> {
  const sources = (await dataNameSources()).filter((source) => source.reportMissing !== false);
  return { sources, languages: TRANSLATED_LANGUAGES };
}

/** The English text of `ns:key`, the key's dots walking down nested objects. */
function englishOf(ns: string, key: string): string | null {
  let node: unknown = loadTranslations('en')[ns];
  for (const part of key.split('.')) {
    node = typeof node === 'object' && node !== null ? (node as Record<string, unknown>)[part] : undefined;
  }
  return typeof node === 'string' ? node : null;
}

/** A data name's thing: the key `<thing>.<field>` without its field. */
const thingOf = (key: string) => key.slice(0, key.lastIndexOf('.'));

function editPathOf(row: MissingTranslationRow, sources: readonly DataNameSource[]): string | null {
  if (!row.ns.startsWith(DATA_NAMESPACE)) return null;
  const source = sources.find((candidate) => `${DATA_NAMESPACE}${candidate.entity}` === row.ns);
  return source?.editPath?.replace('{thing}', encodeURIComponent(thingOf(row.key))) ?? null;
}

const withEnglish = (
  row: MissingTranslationRow,
  sources: readonly DataNameSource[],
): MissingTranslationRecord => ({
  ...row,
  english: row.ns.startsWith(DATA_NAMESPACE) ? row.dataEnglish : englishOf(row.ns, row.key),
  editPath: editPathOf(row, sources),
});

const MissingTranslationType = builder.objectRef<MissingTranslationRecord>('MissingTranslation').implement({
  subGraphs: ['admin'],
  description: 'A translation key browsers asked for in a language and did not find.',
  fields: (t) => ({
    _id: t.exposeID('id'),
    version: t.exposeInt('version'),
    lng: t.exposeString('lng'),
    ns: t.exposeString('ns', { description: 'The namespace: the file /locales/{lng}/{ns}.json.' }),
    key: t.exposeString('key'),
    english: t.exposeString('english', { nullable: true, description: 'The English text, to translate.' }),
    editPath: t.exposeString('editPath', {
      nullable: true,
      description:
        'For a name the site keeps in its data (ns `data:<entity>`): the admin page translating it.',
    }),
    count: t.exposeInt('count', { description: 'How many times it was reported.' }),
    firstSeenAt: t.expose('firstSeenAt', { type: 'DateTime' }),
    lastSeenAt: t.expose('lastSeenAt', { type: 'DateTime' }),
  }),
});

/** Listed per language and namespace; cleared once translated (Translation:update). */
const missingTranslationAdmin: AdminEntity<MissingTranslationRecord> = {
  name: 'Translation',
  plural: 'Translations',
  type: MissingTranslationType,
  list: MISSING_TRANSLATION_LIST,
  readPermission: 'Translation:list',
  findPage: async (db, list) => {
    const data = await missingDataNames();
    const { items, count } = await findMissingPage(db, list, data);
    return { items: items.map((item) => withEnglish(item, data.sources)), count };
  },
  findById: async (db, id) => {
    const data = await missingDataNames();
    const row = await findMissingById(db, id, data);
    return row ? withEnglish(row, data.sources) : null;
  },
  bulkActions: {
    delete: {
      permission: 'Translation:update',
      run: (trx, items) =>
        deleteMissing(
          trx,
          items.map((item) => item.id),
        ),
    },
  },
  file: {
    headers: MISSING_TRANSLATION_FILE_HEADERS,
    toRow: (item) => ({
      lng: item.lng,
      ns: item.ns,
      key: item.key,
      english: item.english ?? '',
      count: String(item.count),
      firstSeenAt: item.firstSeenAt.toISOString(),
      lastSeenAt: item.lastSeenAt.toISOString(),
    }),
  },
};

registerAdminEntity(missingTranslationAdmin);
