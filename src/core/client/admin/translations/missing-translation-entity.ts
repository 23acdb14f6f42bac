import type { ResultOf } from 'gql.tada';
import { adminGraphql } from '@/core/client/graphql/admin-graphql';
import { MISSING_TRANSLATION_LIST } from '@/core/shared/missing-translation-list';
import type { AdminClientEntity } from '../crud/admin-client-entity';

const MISSING_TRANSLATION_FIELDS = adminGraphql(`
  fragment MissingTranslationFields on MissingTranslation {
    _id version lng ns key english editPath count firstSeenAt lastSeenAt
  }
`);

export type MissingTranslationItem = ResultOf<typeof MISSING_TRANSLATION_FIELDS>;

export const missingTranslationEntity: AdminClientEntity<MissingTranslationItem> = {
  name: 'Translation',
  plural: 'Translations',
  path: '/_admin/translations',
  list: MISSING_TRANSLATION_LIST,
  fields: MISSING_TRANSLATION_FIELDS,
  titleOf: (item) => `${item.lng} · ${item.ns}:${item.key}`,
  // A name kept in the data is translated on its own record's page, not in a file.
  pathOf: (item) => item.editPath,
};
