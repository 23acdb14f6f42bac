import { builder } from '@/core/server/graphql/builder';
import { FieldErrorType } from '@/core/server/graphql/mutation-result-types';
import { PageInfo } from '@/core/server/graphql/root-types';
import type { KeptField } from './analysis/fill-rule';
import type { ImportMatch, ImportRow } from './analysis/import-row';
import type { MatchReason } from './matching/name-comparison';
import type { ImportWarning } from './reading/import-record';
import type { ListColumn } from './reading/school-list-csv';
import type { ImportAnalysis, OperatorSummary, ProgrammeSummary } from './school-import-analysis';
import type { SchoolImportView } from './school-import-service';

const subGraphs = ['admin' as const];

const MatchReasonType = builder.objectRef<MatchReason>('AdminSchoolMatchReason').implement({
  subGraphs,
  description: 'One reason two records are, or are not, one school, and what it weighed.',
  fields: (t) => ({
    code: t.exposeString('code', {
      description:
        '`name.sameWords`, `name.initials`, `name.extraWords`, `place.near`, `website.sameHost`, `campus.other`…',
    }),
    detail: t.exposeString('detail', {
      nullable: true,
      description: 'The words, distance (km) or value it is about.',
    }),
    points: t.exposeInt('points', { description: 'Points of the score (of 100) it added or took away.' }),
  }),
});

const MatchType = builder.objectRef<ImportMatch>('AdminSchoolImportMatch').implement({
  subGraphs,
  description: 'An existing school a record is, or may be.',
  fields: (t) => ({
    schoolId: t.exposeID('schoolId'),
    name: t.exposeString('name'),
    city: t.exposeString('city'),
    status: t.exposeString('status'),
    score: t.exposeInt('score', {
      description: '0 to 100: 80 and more is one school, 55 to 79 the operator decides.',
    }),
    reasons: t.field({ type: [MatchReasonType], resolve: (match) => match.reasons }),
  }),
});

const WarningType = builder.objectRef<ImportWarning>('AdminSchoolImportWarning').implement({
  subGraphs,
  description: 'A value of the record left out (the rest is kept), or a guess the import made.',
  fields: (t) => ({
    field: t.exposeString('field'),
    code: t.exposeString('code', {
      description: '`email.invalid`, `programme.unknown`, `city.fromCoordinates`…',
    }),
    value: t.exposeString('value', { nullable: true }),
  }),
});

const KeptType = builder.objectRef<KeptField>('AdminSchoolImportKeptField').implement({
  subGraphs,
  description: 'A field the record gives that the matched school keeps.',
  fields: (t) => ({
    field: t.exposeString('field'),
    because: t.exposeString('because', { description: '`person`, `otherDataset` or `private`.' }),
    value: t.exposeString('value', { description: 'What the record says instead.' }),
  }),
});

const RowType = builder.objectRef<ImportRow>('AdminSchoolImportRow').implement({
  subGraphs,
  fields: (t) => ({
    line: t.exposeInt('line', { description: '1 for the first feature or the first row after the header.' }),
    reference: t.exposeString('reference', {
      nullable: true,
      description: '`node/123`, a list’s school code.',
    }),
    name: t.exposeString('name', { nullable: true }),
    city: t.exposeString('city', { nullable: true }),
    countryCode: t.exposeString('countryCode', { nullable: true }),
    outcome: t.exposeString('outcome', { description: 'new, match, review, skipped or invalid.' }),
    reason: t.exposeString('reason', {
      nullable: true,
      description:
        'Why skipped: notSchool, noName, noCountry, noCity, notInternational, lowCostChain, duplicateInFile, operatorSkipped, operatorChoice.',
    }),
    decision: t.exposeString('decision', {
      nullable: true,
      description: 'The operator’s: import, skip, sameAs, notSame.',
    }),
    duplicateOf: t.exposeInt('duplicateOf', {
      nullable: true,
      description: 'The earlier line of the same school.',
    }),
    errors: t.field({ type: [FieldErrorType], resolve: (row) => row.errors }),
    warnings: t.field({ type: [WarningType], resolve: (row) => row.warnings }),
    match: t.field({ type: MatchType, nullable: true, resolve: (row) => row.match }),
    candidates: t.field({
      type: [MatchType],
      description: 'Schools it may be, likeliest first.',
      resolve: (row) => row.candidates,
    }),
    fields: t.exposeStringList('fields', { description: 'What the import writes.' }),
    kept: t.field({ type: [KeptType], resolve: (row) => row.kept }),
    operator: t.exposeString('operator', { nullable: true }),
    signals: t.exposeStringList('signals', { description: 'What says it is an international school.' }),
    includable: t.exposeBoolean('includable', { description: 'Skipped, but the operator may import it.' }),
  }),
});

const RowPage = builder
  .objectRef<{ items: ImportRow[]; pageInfo: { count: number; limit: number; page: number } }>(
    'AdminSchoolImportRowPage',
  )
  .implement({
    subGraphs,
    fields: (t) => ({
      items: t.field({ type: [RowType], resolve: (page) => page.items }),
      pageInfo: t.field({ type: PageInfo, resolve: (page) => page.pageInfo }),
    }),
  });

const CountsType = builder.objectRef<ImportAnalysis['counts']>('AdminSchoolImportCounts').implement({
  subGraphs,
  fields: (t) => ({
    new: t.exposeInt('new'),
    match: t.exposeInt('match'),
    review: t.exposeInt('review'),
    skipped: t.exposeInt('skipped'),
    invalid: t.exposeInt('invalid'),
    writes: t.exposeInt('writes', { description: 'Schools the import would create or change.' }),
    unchanged: t.exposeInt('unchanged', {
      description: 'Matched schools that already say what the file says.',
    }),
  }),
});

const ColumnType = builder.objectRef<ListColumn>('AdminSchoolImportColumn').implement({
  subGraphs,
  fields: (t) => ({
    header: t.exposeString('header'),
    field: t.exposeString('field', {
      nullable: true,
      description: 'The field it is read as; null: left out.',
    }),
    recognised: t.exposeBoolean('recognised'),
    sample: t.exposeString('sample', { nullable: true }),
  }),
});

const ProgrammeType = builder.objectRef<ProgrammeSummary>('AdminSchoolImportProgramme').implement({
  subGraphs,
  fields: (t) => ({
    programme: t.exposeString('programme'),
    curriculums: t.exposeStringList('curriculums', { description: 'Slugs it is read as.' }),
    readAs: t.exposeString('readAs', {
      nullable: true,
      description:
        '`operator` (mapped), `curriculum` (a curriculum’s name), `usual` (a usual name); null: unknown.',
    }),
    rows: t.exposeInt('rows'),
  }),
});

const OperatorType = builder.objectRef<OperatorSummary>('AdminSchoolImportOperator').implement({
  subGraphs,
  fields: (t) => ({
    operator: t.exposeString('operator'),
    rows: t.exposeInt('rows'),
    lowCostChain: t.exposeBoolean('lowCostChain'),
    action: t.exposeString('action', { description: 'import or skip.' }),
  }),
});

const SettingsType = builder.objectRef<SchoolImportView['settings']>('AdminSchoolImportSettings').implement({
  subGraphs,
  fields: (t) => ({
    datasetName: t.exposeString('datasetName', { nullable: true }),
    licence: t.exposeString('licence'),
    datasetUrl: t.exposeString('datasetUrl', { nullable: true }),
    countryCode: t.exposeString('countryCode', { nullable: true }),
    publish: t.exposeBoolean('publish'),
  }),
});

const PAGE_LIMIT = 100;

/** An import under preview, or committed: its file, settings and analysis, rows a page at a time. */
export const SchoolImportType = builder.objectRef<SchoolImportView>('AdminSchoolImport').implement({
  subGraphs,
  fields: (t) => ({
    _id: t.exposeID('id'),
    format: t.exposeString('format', { description: '`osm` (an extract) or `csv` (a list).' }),
    fileName: t.exposeString('fileName'),
    createdAt: t.field({ type: 'DateTime', resolve: (view) => view.createdAt }),
    committedAt: t.field({ type: 'DateTime', nullable: true, resolve: (view) => view.committedAt }),
    created: t.exposeInt('created', { nullable: true }),
    updated: t.exposeInt('updated', { nullable: true }),
    settings: t.field({ type: SettingsType, resolve: (view) => view.settings }),
    privateFacts: t.boolean({
      description: 'The dataset’s licence keeps its facts off the site and out of the open data.',
      resolve: (view) => view.dataset.private,
    }),
    counts: t.field({ type: CountsType, resolve: (view) => view.analysis.counts }),
    problem: t.string({ nullable: true, resolve: (view) => view.analysis.problem }),
    columns: t.field({ type: [ColumnType], resolve: (view) => view.analysis.columns }),
    programmes: t.field({ type: [ProgrammeType], resolve: (view) => view.analysis.programmes }),
    operators: t.field({ type: [OperatorType], resolve: (view) => view.analysis.operators }),
    rows: t.field({
      type: RowPage,
      args: {
        outcome: t.arg.string({ description: 'Only rows of this outcome.' }),
        reason: t.arg.string({ description: 'Only skipped rows of this reason.' }),
        q: t.arg.string({ description: 'Only rows whose name holds this text.' }),
        page: t.arg.int({ defaultValue: 1 }),
        limit: t.arg.int({ defaultValue: 25, description: `At most ${PAGE_LIMIT}.` }),
      },
      resolve: (view, args) => {
        const q = args.q?.trim().toLowerCase();
        const rows = view.analysis.rows.filter(
          (row) =>
            (!args.outcome || row.outcome === args.outcome) &&
            (!args.reason || row.reason === args.reason) &&
            (!q || (row.name ?? '').toLowerCase().includes(q)),
        );
        const limit = Math.min(PAGE_LIMIT, Math.max(1, args.limit ?? 25));
        const page = Math.max(1, args.page ?? 1);
        return {
          items: rows.slice((page - 1) * limit, page * limit),
          pageInfo: { count: rows.length, limit, page },
        };
      },
    }),
  }),
});
