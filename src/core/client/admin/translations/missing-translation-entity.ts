import { MISSING_TRANSLATION_LIST } from '../../../shared/missing-translation-list';
import type { AdminClientEntity } from '../crud/admin-client-entity';

export interface MissingTranslationItem {
  _id: string;
  version: number;
  lng: string;
  ns: string;
  key: string;
  english: string | null;
  count: number;
  firstSeenAt: string;
  lastSeenAt: string;
}

export const missingTranslationEntity: AdminClientEntity<MissingTranslationItem> = {
  name: 'Translation',
  plural: 'Translations',
  path: '/_admin/translations',
  list: MISSING_TRANSLATION_LIST,
  fields: '_id version lng ns key english count firstSeenAt lastSeenAt',
  titleOf: (item) => `${item.lng} · ${item.ns}:${item.key}`,
};
