import { AppError } from '@/core/server/errors';
import { builder } from '@/core/server/graphql/builder';
import { asMutationResult } from '@/core/server/graphql/mutation-result';
import { mutationResultType } from '@/core/server/graphql/mutation-result-types';
import { PageInfo } from '@/core/server/graphql/root-types';
import { commitSchoolImport, type SchoolImportCommit } from './school-import-commit';
import { listSchoolImports, type SchoolImportSummary } from './school-import-history';
import {
  decideSchoolImportRows,
  schoolImportOf,
  updateSchoolImport,
  uploadSchoolImport,
} from './school-import-service';
import { SchoolImportType } from './school-import-types';

const subGraphs = ['admin' as const];
const IMPORTERS = { allPermissions: ['School:create', 'School:publish'] } as const;
const NEEDS = 'Needs School:create and School:publish.';

const SchoolImportResult = mutationResultType('AdminSchoolImportResult', SchoolImportType, { subGraphs });

const CommitType = builder.objectRef<SchoolImportCommit>('AdminSchoolImportCommit').implement({
  subGraphs,
  fields: (t) => ({
    created: t.exposeInt('created'),
    updated: t.exposeInt('updated'),
    unchanged: t.exposeInt('unchanged', {
      description: 'Matched schools that already said what the file says.',
    }),
  }),
});
const CommitResult = mutationResultType('AdminSchoolImportCommitResult', CommitType, { subGraphs });

const SummaryType = builder.objectRef<SchoolImportSummary>('AdminSchoolImportSummary').implement({
  subGraphs,
  fields: (t) => ({
    _id: t.exposeID('id'),
    format: t.exposeString('format'),
    fileName: t.exposeString('fileName'),
    datasetName: t.exposeString('datasetName'),
    createdAt: t.field({ type: 'DateTime', resolve: (item) => item.createdAt }),
    committedAt: t.field({ type: 'DateTime', nullable: true, resolve: (item) => item.committedAt }),
    created: t.exposeInt('created', { nullable: true }),
    updated: t.exposeInt('updated', { nullable: true }),
  }),
});
const SummaryPage = builder
  .objectRef<{ items: SchoolImportSummary[]; pageInfo: { count: number; limit: number; page: number } }>(
    'AdminSchoolImportPage',
  )
  .implement({
    subGraphs,
    fields: (t) => ({
      items: t.field({ type: [SummaryType], resolve: (page) => page.items }),
      pageInfo: t.field({ type: PageInfo, resolve: (page) => page.pageInfo }),
    }),
  });

const ColumnInput = builder.inputType('AdminSchoolImportColumnInput', {
  subGraphs,
  fields: (t) => ({
    header: t.string({ required: true }),
    field: t.string({
      required: true,
      description:
        'name, otherName, country, city, address, postcode, latitude, longitude, website, email, phone, programmes, languages, operator, reference or ignore.',
    }),
  }),
});
const ProgrammeInput = builder.inputType('AdminSchoolImportProgrammeInput', {
  subGraphs,
  fields: (t) => ({
    programme: t.string({ required: true }),
    curriculums: t.stringList({ required: true, description: 'Curriculum slugs; none: not a curriculum.' }),
  }),
});
const OperatorInput = builder.inputType('AdminSchoolImportOperatorInput', {
  subGraphs,
  fields: (t) => ({
    operator: t.string({ required: true }),
    action: t.string({ required: true, description: 'import or skip.' }),
  }),
});
const SettingsInput = builder.inputType('AdminSchoolImportSettingsInput', {
  subGraphs,
  description: 'How the file is read and whose data it is; checked by the import settings’ schema.',
  fields: (t) => ({
    datasetName: t.string({ description: 'The dataset’s name, as the public credit shows it (lists).' }),
    licence: t.string({ description: 'ODbL-1.0, CC-BY-4.0, CC0-1.0, OGL-UK-3.0, public-domain or unknown.' }),
    datasetUrl: t.string(),
    countryCode: t.string({ description: 'The country of records that say none.' }),
    publish: t.boolean({ description: 'New schools shown at once (true) or kept as drafts.' }),
    columns: t.field({ type: [ColumnInput] }),
    programmes: t.field({ type: [ProgrammeInput] }),
    operators: t.field({ type: [OperatorInput] }),
  }),
});

builder.queryField('adminSchoolImport', (t) =>
  t.field({
    type: SchoolImportType,
    nullable: true,
    subGraphs,
    authScopes: IMPORTERS,
    description: `An import as last analysed. ${NEEDS}`,
    args: { id: t.arg.id({ required: true }) },
    resolve: async (_root, args, context) => {
      try {
        return await schoolImportOf(context, String(args.id));
      } catch (error) {
        if (error instanceof AppError && error.code === 'not.found') return null;
        throw error;
      }
    },
  }),
);

builder.queryField('adminSchoolImports', (t) =>
  t.field({
    type: SummaryPage,
    subGraphs,
    authScopes: IMPORTERS,
    description: `Imports, newest first. ${NEEDS}`,
    args: { page: t.arg.int({ defaultValue: 1 }), limit: t.arg.int({ defaultValue: 20 }) },
    resolve: (_root, args, context) => listSchoolImports(context, args.page ?? 1, args.limit ?? 20),
  }),
);

builder.mutationField('adminCreateSchoolImport', (t) =>
  t.field({
    type: SchoolImportResult,
    subGraphs,
    authScopes: IMPORTERS,
    description:
      'Uploads a file as text and previews it: an OpenStreetMap extract (GeoJSON or Overpass JSON) or a CSV school list. ' +
      'GraphQL requests stop at 1 MiB; larger files go to POST /api/admin/school-imports (multipart). ' +
      NEEDS,
    args: { fileName: t.arg.string({ required: true }), content: t.arg.string({ required: true }) },
    resolve: (_root, args, context) =>
      asMutationResult(() =>
        uploadSchoolImport(context, {
          fileName: args.fileName,
          bytes: new TextEncoder().encode(args.content),
        }),
      ),
  }),
);

builder.mutationField('adminUpdateSchoolImport', (t) =>
  t.field({
    type: SchoolImportResult,
    subGraphs,
    authScopes: IMPORTERS,
    description: `Sets the dataset, licence, country, columns, programmes and operators of an import, and previews it again. ${NEEDS}`,
    args: { id: t.arg.id({ required: true }), input: t.arg({ type: SettingsInput, required: true }) },
    resolve: (_root, args, context) =>
      asMutationResult(() => updateSchoolImport(context, String(args.id), args.input)),
  }),
);

builder.mutationField('adminDecideSchoolImportRows', (t) =>
  t.field({
    type: SchoolImportResult,
    subGraphs,
    authScopes: IMPORTERS,
    description: `Decides rows of an import: import, skip, sameAs (a school), notSame, or auto (the import’s own reading). ${NEEDS}`,
    args: {
      id: t.arg.id({ required: true }),
      lines: t.arg.intList({ required: true }),
      action: t.arg.string({ required: true }),
      schoolId: t.arg.id(),
    },
    resolve: (_root, args, context) =>
      asMutationResult(() =>
        decideSchoolImportRows(context, String(args.id), {
          lines: args.lines,
          action: args.action,
          schoolId: args.schoolId === null || args.schoolId === undefined ? null : String(args.schoolId),
        }),
      ),
  }),
);

builder.mutationField('adminCommitSchoolImport', (t) =>
  t.field({
    type: CommitResult,
    subGraphs,
    authScopes: IMPORTERS,
    description: `Imports the new and matched rows of an import, in one transaction. ${NEEDS}`,
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, args, context) => asMutationResult(() => commitSchoolImport(context, String(args.id))),
  }),
);
