import { builder } from '@/core/server/graphql/builder';
import type { MutationResult } from '@/core/server/graphql/mutation-result';
import { FieldErrorType, resultFields } from '@/core/server/graphql/mutation-result-types';
import { inputFieldsOf } from '@/core/server/graphql/zod-input-fields';
import { adminListFilterSchema, adminListRequestSchema } from '@/core/shared/admin-list';
import type { AdminExport } from './admin-export-service';
import type { ImportReport, ImportRowReport } from './admin-import-service';

/** The GraphQL types every admin entity shares: list input, field errors, bulk, export, import. */

export const AdminListInputType = builder.inputType('AdminListInput', {
  subGraphs: ['admin'],
  description:
    'A page of an admin list: page from 1, size, sort (`-` first: descending), search and filters.',
  fields: (t) =>
    inputFieldsOf(t, adminListRequestSchema, {
      descriptions: {
        limit: '10, 20 (default), 50 or 100.',
        sort: 'A sortable column, e.g. `name` or `-createdAt`.',
        q: 'Search text, at most 100 characters.',
      },
      fields: { filters: t.field({ type: [AdminFilterInput], required: false }) },
    }),
});

const AdminFilterInput = builder.inputType('AdminFilterInput', {
  subGraphs: ['admin'],
  description: 'A column filter: text (contains), an option, `true`/`false`, or dates `from..to`.',
  fields: (t) => inputFieldsOf(t, adminListFilterSchema),
});

export const AdminFileFormatType = builder.enumType('AdminFileFormat', {
  subGraphs: ['admin'],
  values: ['csv', 'json'] as const,
});

export const AdminBulkResultType = builder.objectRef<MutationResult<number>>('AdminBulkResult').implement({
  subGraphs: ['admin'],
  fields: (t) => ({
    ...resultFields(t),
    count: t.int({ description: 'Records changed.', resolve: (result) => result.item ?? 0 }),
  }),
});

export const AdminExportType = builder.objectRef<AdminExport>('AdminExport').implement({
  subGraphs: ['admin'],
  description: 'A list as a file: CSV (UTF-8 with a byte-order mark) or JSON.',
  fields: (t) => ({
    filename: t.exposeString('filename'),
    mediaType: t.exposeString('mediaType'),
    content: t.exposeString('content'),
    count: t.exposeInt('count'),
    truncated: t.exposeBoolean('truncated', { description: 'The list had more rows than one file holds.' }),
  }),
});

const AdminImportRowType = builder.objectRef<ImportRowReport>('AdminImportRow').implement({
  subGraphs: ['admin'],
  fields: (t) => ({
    line: t.exposeInt('line', { description: 'The record’s place in the file, from 1.' }),
    action: t.exposeString('action', { description: '`create` or `update`.' }),
    id: t.exposeString('id', { nullable: true }),
    errors: t.field({ type: [FieldErrorType], resolve: (row) => row.errors }),
  }),
});

export const AdminImportResultType = builder
  .objectRef<MutationResult<ImportReport>>('AdminImportResult')
  .implement({
    subGraphs: ['admin'],
    fields: (t) => ({
      ...resultFields(t),
      committed: t.boolean({ resolve: (result) => result.item?.committed ?? false }),
      created: t.int({ resolve: (result) => result.item?.created ?? 0 }),
      updated: t.int({ resolve: (result) => result.item?.updated ?? 0 }),
      rows: t.field({ type: [AdminImportRowType], resolve: (result) => result.item?.rows ?? [] }),
    }),
  });
