import { useTranslation } from 'react-i18next';
import { AUDIT_LOG_LIST } from '../../../shared/audit-log-list';
import type { AdminClientEntity } from '../crud/admin-client-entity';

export const AUDIT_PATH = '/_admin/audit';

export interface AuditLogItem {
  _id: string;
  version: number;
  actorEmail: string | null;
  entity: string;
  entityId: string | null;
  action: string;
  before: unknown;
  after: unknown;
  createdAt: string;
}

export const auditLogEntity: AdminClientEntity<AuditLogItem> = {
  name: 'AuditLog',
  plural: 'AuditLogs',
  path: AUDIT_PATH,
  list: AUDIT_LOG_LIST,
  fields: '_id version actorEmail entity entityId action before after createdAt',
  titleOf: (entry) => `${entry.entity} ${entry.action}`,
};

/** An action's name in the reader's language; a module's own bulk action shows as named. */
export function useAuditActionLabel(): (action: string) => string {
  const { t, i18n } = useTranslation('admin');
  return (action) => (i18n.exists(`admin:audit.actions.${action}`) ? t(`audit.actions.${action}`) : action);
}
