import { builder } from '@/core/server/graphql/builder';
import { AUDIT_LOG_FILE_HEADERS, AUDIT_LOG_LIST } from '@/core/shared/audit-log-list';
import type { AdminEntity } from '../crud/admin-entity';
import { registerAdminEntity } from '../crud/register-admin-entity';
import { type AuditLogRecord, findAuditEntry, findAuditPage } from './audit-log-repository';

export const AuditLogType = builder.objectRef<AuditLogRecord>('AuditLog').implement({
  subGraphs: ['admin'],
  description: 'One admin write: who, when, which record, and the record before and after.',
  fields: (t) => ({
    _id: t.exposeID('id'),
    version: t.exposeInt('version'),
    actorId: t.exposeString('actorId', { nullable: true }),
    actorEmail: t.exposeString('actorEmail', {
      nullable: true,
      description: 'Null for a script or the setup.',
    }),
    entity: t.exposeString('entity'),
    entityId: t.exposeString('entityId', { nullable: true }),
    action: t.exposeString('action', { description: '`create`, `update`, `import` or a bulk action.' }),
    before: t.expose('before', { type: 'JSON', nullable: true }),
    after: t.expose('after', { type: 'JSON', nullable: true }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
  }),
});

const asCell = (value: unknown) => (value === null || value === undefined ? '' : JSON.stringify(value));

/** Read only: the trail is written by the writes themselves. Needs AuditLog:list and :read. */
const auditLogAdmin: AdminEntity<AuditLogRecord> = {
  name: 'AuditLog',
  plural: 'AuditLogs',
  type: AuditLogType,
  list: AUDIT_LOG_LIST,
  findPage: (db, list) => findAuditPage(db, list),
  findById: (db, id) => findAuditEntry(db, id),
  file: {
    headers: AUDIT_LOG_FILE_HEADERS,
    toRow: (entry) => ({
      createdAt: entry.createdAt.toISOString(),
      actor: entry.actorEmail ?? '',
      entity: entry.entity,
      entityId: entry.entityId ?? '',
      action: entry.action,
      before: asCell(entry.before),
      after: asCell(entry.after),
    }),
  },
};

registerAdminEntity(auditLogAdmin);
