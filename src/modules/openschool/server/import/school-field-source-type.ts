import { builder } from '../../../../core/server/graphql/builder';
import type { SchoolFieldSource } from './school-field-source-repository';

/** An imported field of a school, its dataset and licence: what the attribution on its page names. */
export const SchoolFieldSourceType = builder.objectRef<SchoolFieldSource>('SchoolFieldSource').implement({
  description:
    'A field of the school that still holds a value imported from an open dataset (no person has changed it since).',
  fields: (t) => ({
    field: t.exposeString('field', {
      description: 'The school field: `website`, `latitude`, `curriculums`…',
    }),
    source: t.exposeString('source', {
      description: '`osm` (OpenStreetMap), or `csv:<dataset>` for a school list.',
    }),
    reference: t.exposeString('reference', {
      nullable: true,
      description: 'The record: `node/123`, a list’s line.',
    }),
    licence: t.exposeString('licence', {
      nullable: true,
      description: 'SPDX id: `ODbL-1.0` for OpenStreetMap.',
    }),
    attribution: t.exposeString('attribution', { nullable: true }),
  }),
});
