import { builder } from '../graphql/builder';
import type { AppliedMigration } from './system-info-repository';
import { type SystemInfo, systemInfo } from './system-info-service';

const AppliedMigrationType = builder.objectRef<AppliedMigration>('AppliedMigration').implement({
  subGraphs: ['admin'],
  fields: (t) => ({
    name: t.exposeString('name'),
    appliedAt: t.expose('appliedAt', { type: 'DateTime' }),
  }),
});

const MemoryUsage = builder.objectRef<SystemInfo['memory']>('MemoryUsage').implement({
  subGraphs: ['admin'],
  fields: (t) => ({
    // Floats: a process past 2 GiB would overflow GraphQL's 32-bit Int.
    rssBytes: t.exposeFloat('rssBytes'),
    heapUsedBytes: t.exposeFloat('heapUsedBytes'),
    heapTotalBytes: t.exposeFloat('heapTotalBytes'),
  }),
});

const SystemInfoType = builder.objectRef<SystemInfo>('SystemInfo').implement({
  subGraphs: ['admin'],
  fields: (t) => ({
    appVersion: t.exposeString('appVersion'),
    nodeVersion: t.exposeString('nodeVersion'),
    databaseEngine: t.exposeString('databaseEngine', { description: '`PGlite` or `PostgreSQL server`.' }),
    databaseVersion: t.exposeString('databaseVersion'),
    databaseSizeBytes: t.exposeFloat('databaseSizeBytes'),
    migrations: t.field({ type: [AppliedMigrationType], resolve: (info) => info.migrations }),
    uptimeSeconds: t.exposeInt('uptimeSeconds'),
    memory: t.field({ type: MemoryUsage, resolve: (info) => info.memory }),
    mailProvider: t.exposeString('mailProvider', { description: '`smtp`, `mailjet` or `outbox`.' }),
    imageHost: t.exposeString('imageHost', { description: '`cloudinary`, `local` or `none`.' }),
    pendingOutbox: t.exposeInt('pendingOutbox', {
      description: 'Mails not delivered yet: stored, queued or being sent.',
    }),
  }),
});

builder.queryField('systemInfo', (t) =>
  t.field({
    type: SystemInfoType,
    subGraphs: ['admin'],
    authScopes: { permission: 'SysInfo:list' },
    description: 'Versions, database, migrations, process and services in use. Needs SysInfo:list.',
    resolve: (_root, _args, context) => systemInfo(context),
  }),
);
