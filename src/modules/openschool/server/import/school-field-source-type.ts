import { builder } from '@/core/server/graphql/builder';
import type { SchoolFieldSource } from './school-field-source-repository';

/** An imported field of a school, its dataset and licence: what the credit on its page names. */
export const SchoolFieldSourceType = builder.objectRef<SchoolFieldSource>('SchoolFieldSource').implement({
  description:
    'A field of the school that still holds a value imported from an open dataset (no person has changed it since).',
  fields: (t) => ({
    field: t.exposeString('field', {
      description: 'The school field: `website`, `latitude`, `curriculums`…',
    }),
    source: t.exposeString('source', {
      description: 'The dataset: `osm` (OpenStreetMap), or the slug of a school list’s name.',
    }),
    reference: t.exposeString('reference', {
      nullable: true,
      description: 'The record: `node/123`, a list’s school code or line.',
    }),
    datasetName: t.exposeString('datasetName', {
      description: 'The dataset’s name, as the credit shows it.',
    }),
    licence: t.exposeString('licence', {
      description: '`ODbL-1.0`, `CC-BY-4.0`, `CC0-1.0`, `OGL-UK-3.0`, `public-domain` or `unknown`.',
    }),
    attribution: t.exposeString('attribution', { nullable: true }),
    url: t.exposeString('url', { nullable: true, description: 'Where the dataset is published.' }),
  }),
});
