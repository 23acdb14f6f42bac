import type { ResultOf } from 'gql.tada';
import { adminGraphql } from '@/core/client/graphql/admin-graphql';
import { useTranslation } from '@/core/client/use-translation';
import { AUDIT_LOG_LIST } from '@/core/shared/audit-log-list';
import type { AdminClientEntity } from '../crud/admin-client-entity';

export const AUDIT_PATH = '/_admin/audit';

const AUDIT_LOG_FIELDS = adminGraphql(`
  fragment AuditLogFields on AuditLog { _id version actorEmail entity entityId action before after createdAt }
`);

export type AuditLogItem = ResultOf<typeof AUDIT_LOG_FIELDS>;

export const auditLogEntity: AdminClientEntity<AuditLogItem> = {
  name: 'AuditLog',
  plural: 'AuditLogs',
  path: AUDIT_PATH,
  list: AUDIT_LOG_LIST,
  fields: AUDIT_LOG_FIELDS,
  titleOf: (entry) => `${entry.entity} ${entry.action}`,
};

/** An action's name in the reader's language; a module's own bulk action shows as named. */
export function useAuditActionLabel(): (action: string) => string {
  const { t, i18n } = useTranslation('admin');
  return (action) => (i18n.exists(`admin:audit.actions.${action}`) ? t(`audit.actions.${action}`) : action);
}
