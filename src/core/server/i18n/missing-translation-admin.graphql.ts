import {
  MISSING_TRANSLATION_FILE_HEADERS,
  MISSING_TRANSLATION_LIST,
} from '../../shared/missing-translation-list';
import type { AdminEntity } from '../admin/crud/admin-entity';
import { registerAdminEntity } from '../admin/crud/register-admin-entity';
import { builder } from '../graphql/builder';
import { loadTranslations } from '../render/translations';
import {
  deleteMissing,
  findMissingById,
  findMissingPage,
  type MissingTranslationRow,
} from './missing-translation-repository';

/** A missing key with the English text a translator starts from (null when English lacks it too). */
interface MissingTranslationRecord extends MissingTranslationRow {
  english: string | null;
}

/** The English text of `ns:key`, the key's dots walking down nested objects. */
function englishOf(ns: string, key: string): string | null {
  let node: unknown = loadTranslations('en')[ns];
  for (const part of key.split('.')) {
    node = typeof node === 'object' && node !== null ? (node as Record<string, unknown>)[part] : undefined;
  }
  return typeof node === 'string' ? node : null;
}

const withEnglish = (row: MissingTranslationRow): MissingTranslationRecord => ({
  ...row,
  english: englishOf(row.ns, row.key),
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
    const { items, count } = await findMissingPage(db, list);
    return { items: items.map(withEnglish), count };
  },
  findById: async (db, id) => {
    const row = await findMissingById(db, id);
    return row ? withEnglish(row) : null;
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
