import { builder } from '@/core/server/graphql/builder';
import { asMutationResult } from '@/core/server/graphql/mutation-result';
import { mutationResultType } from '@/core/server/graphql/mutation-result-types';
import { PageInfo } from '@/core/server/graphql/root-types';
import { adminPermission } from '@/core/shared/admin-permission';
import { withoutNulls } from '@/core/shared/objects';
import { createRecord, listRecords, readRecord, runBulkAction, updateRecord } from './admin-crud-service';
import {
  AdminBulkResultType,
  AdminExportType,
  AdminFileFormatType,
  AdminImportResultType,
  AdminListInputType,
} from './admin-crud-types';
import type { AdminEntity, AdminRecord } from './admin-entity';
import { rememberAdminEntity } from './admin-entity-registry';
import { exportRecords } from './admin-export-service';
import { importRecords } from './admin-import-service';

/**
 * Adds an entity's admin fields to the admin endpoint, each guarded by its permission:
 * `admin<Plural>` (list), `admin<Name>` (one), `admin<Plural>Export`, and the mutations its
 * entity supports: `adminCreate<Name>`, `adminUpdate<Name>`, `admin<Plural>Bulk`,
 * `adminImport<Plural>`; and remembers it for the file routes (`admin-file-routes.ts`).
 */
export function registerAdminEntity<Item extends AdminRecord, Input>(entity: AdminEntity<Item, Input>): void {
  const { name, plural, type } = entity;
  rememberAdminEntity(entity);
  const permission = (action: string) => adminPermission(entity, action);
  // A write from the admin takes the entity's `:create` or `:update`, and its write permission.
  const writing = (action: 'create' | 'update') =>
    entity.writePermission
      ? { allPermissions: [permission(action), entity.writePermission] }
      : { permission: permission(action) };
  const andWrite = entity.writePermission ? ` and ${entity.writePermission}` : '';
  // The edit already needs `:update`: say it once when that is the write permission too.
  const andWriteOnUpdate = entity.writePermission === permission('update') ? '' : andWrite;

  const Page = builder.objectRef<{ items: Item[]; pageInfo: typeof PageInfo.$inferType }>(`Admin${name}Page`);
  Page.implement({
    subGraphs: ['admin'],
    fields: (t) => ({
      pageInfo: t.field({ type: PageInfo, resolve: (page) => page.pageInfo }),
      items: t.field({ type: [type], resolve: (page) => page.items }),
    }),
  });

  builder.queryField(`admin${plural}`, (t) =>
    t.field({
      type: Page,
      subGraphs: ['admin'],
      description: `A page of ${plural.toLowerCase()}, sorted and filtered. Needs ${permission('list')}.`,
      authScopes: { permission: permission('list') },
      args: { list: t.arg({ type: AdminListInputType }) },
      resolve: (_root, args, context) => listRecords(entity, context, withoutNulls(args.list ?? {})),
    }),
  );

  builder.queryField(`admin${name}`, (t) =>
    t.field({
      type,
      nullable: true,
      subGraphs: ['admin'],
      description: `One ${name}, or null when none has this id. Needs ${entity.readPermission ?? permission('read')}.`,
      authScopes: { permission: entity.readPermission ?? permission('read') },
      args: { id: t.arg.id({ required: true }) },
      // `as never`: Pothos cannot resolve its nullable-result type over a generic Item.
      resolve: (_root, args, context) => readRecord(entity, context, String(args.id)) as never,
    }),
  );

  if (entity.file) {
    builder.queryField(`admin${plural}Export`, (t) =>
      t.field({
        type: AdminExportType,
        subGraphs: ['admin'],
        description:
          `The filtered list as a file (at most 50,000 rows); a large list downloads from ` +
          `GET /api/admin/export/${plural.toLowerCase()}. Needs ${permission('list')}.`,
        authScopes: { permission: permission('list') },
        args: {
          list: t.arg({ type: AdminListInputType }),
          format: t.arg({ type: AdminFileFormatType, required: true }),
        },
        resolve: (_root, args, context) =>
          exportRecords(entity, context, withoutNulls(args.list ?? {}), args.format),
      }),
    );
  }

  const Result = mutationResultType(`Admin${name}Result`, type, { subGraphs: ['admin'] });

  if (entity.create) {
    builder.mutationField(`adminCreate${name}`, (t) =>
      t.field({
        type: Result,
        subGraphs: ['admin'],
        description: `Creates a ${name} from the form's input. Needs ${permission('create')}${andWrite}.`,
        authScopes: writing('create'),
        args: { input: t.arg({ type: 'JSON', required: true }) },
        resolve: (_root, args, context) => asMutationResult(() => createRecord(entity, context, args.input)),
      }),
    );
  }

  if (entity.update) {
    builder.mutationField(`adminUpdate${name}`, (t) =>
      t.field({
        type: Result,
        subGraphs: ['admin'],
        description:
          `Saves an edit of the ${name} as read at \`version\`; \`record.conflict\` when it changed ` +
          `since. Needs ${permission('update')}${andWriteOnUpdate}.`,
        authScopes: writing('update'),
        args: {
          id: t.arg.id({ required: true }),
          version: t.arg.int({ required: true }),
          input: t.arg({ type: 'JSON', required: true }),
        },
        resolve: (_root, args, context) =>
          asMutationResult(() => updateRecord(entity, context, String(args.id), args.version, args.input)),
      }),
    );
  }

  const bulkActions = entity.bulkActions;
  if (bulkActions) {
    const needs = Object.entries(bulkActions).map(([action, { permission }]) => `${action} ${permission}`);
    builder.mutationField(`admin${plural}Bulk`, (t) =>
      t.field({
        type: AdminBulkResultType,
        subGraphs: ['admin'],
        description:
          `Runs an action on the selected records, all or none; \`input\` is what the action asks ` +
          `(a rejection's reason). Needs ${permission('list')} and, per action: ${needs.join(', ')}.`,
        // Each action's own permission is checked by runBulkAction, once the action is known.
        authScopes: { permission: permission('list') },
        args: {
          action: t.arg.string({ required: true }),
          ids: t.arg.idList({ required: true }),
          input: t.arg({ type: 'JSON' }),
        },
        resolve: (_root, args, context) =>
          asMutationResult(() =>
            runBulkAction(entity, context, args.action, args.ids.map(String), args.input ?? undefined),
          ),
      }),
    );
  }

  if (entity.file?.toInput && entity.create && entity.update) {
    builder.mutationField(`adminImport${plural}`, (t) =>
      t.field({
        type: AdminImportResultType,
        subGraphs: ['admin'],
        description:
          'Checks a CSV or JSON file row by row (`commit: false`, the preview); with `commit` and no ' +
          `row in error, writes every row or none (a large file goes to POST /api/admin/import/${plural.toLowerCase()}). ` +
          `Needs ${permission('create')}${andWrite} (and :update for rows with an id).`,
        // `:update` for rows with an id is checked by importRecords, once the rows are read.
        authScopes: writing('create'),
        args: {
          format: t.arg({ type: AdminFileFormatType, required: true }),
          content: t.arg.string({ required: true }),
          commit: t.arg.boolean({ required: true }),
        },
        resolve: async (_root, args, context) => {
          const result = await asMutationResult(() => importRecords(entity, context, args));
          const rowsInError = result.item?.rows.some((row) => row.errors.length > 0);
          return rowsInError
            ? { ...result, success: false, code: 'import.invalid', error: 'import.invalid' }
            : result;
        },
      }),
    );
  }
}
