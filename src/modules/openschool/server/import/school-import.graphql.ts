import { builder } from '../../../../core/server/graphql/builder';
import { asMutationResult } from '../../../../core/server/graphql/mutation-result';
import { FieldErrorType, mutationResultType } from '../../../../core/server/graphql/mutation-result-types';
import type { SchoolImportRow } from './school-import-analysis';
import { importSchools, type SchoolImportReport } from './school-import-service';
import type { SchoolMatch } from './school-match-repository';

const SchoolImportMatch = builder.objectRef<SchoolMatch>('AdminSchoolImportMatch').implement({
  subGraphs: ['admin'],
  description: 'The existing school a record is: a like name in the same country, near or in the same city.',
  fields: (t) => ({
    _id: t.exposeID('id'),
    name: t.exposeString('name'),
    countryCode: t.exposeString('countryCode'),
    city: t.exposeString('city'),
    distanceKm: t.exposeFloat('distanceKm', {
      nullable: true,
      description: 'Null when either has no coordinates (matched by city).',
    }),
  }),
});

const SchoolImportRowType = builder.objectRef<SchoolImportRow>('AdminSchoolImportRow').implement({
  subGraphs: ['admin'],
  fields: (t) => ({
    line: t.exposeInt('line', {
      description: '1 for the first feature or the first record after the header.',
    }),
    reference: t.exposeString('reference', {
      nullable: true,
      description: '`node/123`, a list’s school code.',
    }),
    name: t.exposeString('name', { nullable: true }),
    city: t.exposeString('city', { nullable: true }),
    countryCode: t.exposeString('countryCode', { nullable: true }),
    outcome: t.exposeString('outcome', { description: 'new, match, skipped or invalid.' }),
    reason: t.exposeString('reason', {
      nullable: true,
      description: 'Why skipped: notSchool, notInternational, noName, noCountry, noCity or duplicateInFile.',
    }),
    duplicateOf: t.exposeInt('duplicateOf', {
      nullable: true,
      description: 'The earlier line of the same school.',
    }),
    errors: t.field({ type: [FieldErrorType], resolve: (row) => row.errors }),
    match: t.field({ type: SchoolImportMatch, nullable: true, resolve: (row) => row.match }),
    fields: t.exposeStringList('fields', {
      description:
        'What the import writes: every given field of a new school; the empty or imported ones of a match.',
    }),
  }),
});

const SchoolImportReportType = builder.objectRef<SchoolImportReport>('AdminSchoolImportReport').implement({
  subGraphs: ['admin'],
  fields: (t) => ({
    source: t.exposeString('source', { description: '`osm`, or `csv:<dataset>`.' }),
    licence: t.exposeString('licence', { nullable: true }),
    rows: t.field({ type: [SchoolImportRowType], resolve: (report) => report.rows }),
    committed: t.exposeBoolean('committed'),
    created: t.exposeInt('created'),
    updated: t.exposeInt('updated'),
  }),
});

const SchoolImportResult = mutationResultType('AdminSchoolImportResult', SchoolImportReportType, {
  subGraphs: ['admin'],
});

builder.mutationField('adminImportSchoolDataset', (t) =>
  t.field({
    type: SchoolImportResult,
    subGraphs: ['admin'],
    authScopes: { allPermissions: ['School:create', 'School:publish'] },
    description:
      'Imports schools from an OpenStreetMap GeoJSON extract (`osm`) or a curriculum body’s CSV list (`csv`): ' +
      'the preview without `commit`, the writes with it. Needs School:create and School:publish.',
    args: {
      format: t.arg.string({ required: true }),
      fileName: t.arg.string({ required: true }),
      content: t.arg.string({ required: true }),
      countryCode: t.arg.string({ description: 'The extract’s country, for features without addr:country.' }),
      licence: t.arg.string({ description: 'The list’s licence (SPDX id); OpenStreetMap’s is ODbL-1.0.' }),
      commit: t.arg.boolean({ required: true }),
    },
    resolve: (_root, args, context) => asMutationResult(() => importSchools(context, args)),
  }),
);
