import type { ObjectRef } from '@pothos/core';
import { adminListFilterSchema, adminListRequestSchema } from '../../../shared/admin-list';
import { AppError } from '../../errors';
import { type AppSchemaTypes, builder } from '../../graphql/builder';
import type { MutationResult } from '../../graphql/mutation-result';
import { inputFieldsOf } from '../../graphql/zod-input-fields';
import { type FieldError, InputError } from '../../validation';
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

export const AdminFieldErrorType = builder.objectRef<FieldError>('AdminFieldError').implement({
  subGraphs: ['admin'],
  description: 'A refused input field (`name`, `permissions.2`) and the message key of why.',
  fields: (t) => ({ field: t.exposeString('field'), code: t.exposeString('code') }),
});

/** A mutation's answer with every refused field, for forms that mark them all. */
export interface AdminResult<T> extends MutationResult<T> {
  fieldErrors: FieldError[];
}

/**
 * The GraphQL type of an admin write's answer whose `item` is a `itemType`: success, the code
 * and message of a refusal, the fields at fault, and the record as saved.
 */
export function adminResultType<Item>(
  name: string,
  itemType: ObjectRef<AppSchemaTypes, Item>,
  description?: string,
): ObjectRef<AppSchemaTypes, AdminResult<Item>> {
  return builder.objectRef<AdminResult<Item>>(name).implement({
    subGraphs: ['admin'],
    description,
    fields: (t) => ({
      success: t.exposeBoolean('success'),
      code: t.exposeString('code', { nullable: true }),
      error: t.exposeString('error', { nullable: true }),
      field: t.exposeString('field', { nullable: true }),
      fieldErrors: t.field({ type: [AdminFieldErrorType], resolve: (result) => result.fieldErrors }),
      item: t.field({ type: itemType, nullable: true, resolve: (result) => result.item as never }),
    }),
  });
}

/**
 * Runs an admin write and answers with its result: a refusal (bad input, a conflict, a record
 * gone) is `success: false` with a code and the fields at fault; a missing permission stays a
 * GraphQL error (`user.not.authorized`); anything else is a bug.
 */
export async function asAdminResult<T>(work: () => Promise<T>): Promise<AdminResult<T>> {
  try {
    const item = await work();
    return { success: true, code: null, error: null, field: null, fieldErrors: [], item };
  } catch (error) {
    if (!(error instanceof AppError) || error.code === 'user.not.authorized') throw error;
    const fieldErrors =
      error instanceof InputError
        ? error.fieldErrors
        : error.field
          ? [{ field: error.field, code: error.code }]
          : [];
    return {
      success: false,
      code: error.code,
      error: error.code,
      field: error.field ?? null,
      fieldErrors,
      item: null,
    };
  }
}

export const AdminBulkResultType = builder.objectRef<AdminResult<number>>('AdminBulkResult').implement({
  subGraphs: ['admin'],
  fields: (t) => ({
    success: t.exposeBoolean('success'),
    code: t.exposeString('code', { nullable: true }),
    error: t.exposeString('error', { nullable: true }),
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
    errors: t.field({ type: [AdminFieldErrorType], resolve: (row) => row.errors }),
  }),
});

export const AdminImportResultType = builder
  .objectRef<AdminResult<ImportReport>>('AdminImportResult')
  .implement({
    subGraphs: ['admin'],
    fields: (t) => ({
      success: t.exposeBoolean('success'),
      code: t.exposeString('code', { nullable: true }),
      error: t.exposeString('error', { nullable: true }),
      field: t.exposeString('field', { nullable: true }),
      committed: t.boolean({ resolve: (result) => result.item?.committed ?? false }),
      created: t.int({ resolve: (result) => result.item?.created ?? 0 }),
      updated: t.int({ resolve: (result) => result.item?.updated ?? 0 }),
      rows: t.field({ type: [AdminImportRowType], resolve: (result) => result.item?.rows ?? [] }),
    }),
  });
