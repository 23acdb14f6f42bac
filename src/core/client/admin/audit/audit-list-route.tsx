import { useFormat } from '@/core/client/use-format';
import { useTranslation } from '@/core/client/use-translation';
import { adminMeta } from '../admin-meta';
import { AdminListPage } from '../crud/admin-list-page';
import { type AuditLogItem, auditLogEntity, useAuditActionLabel } from './audit-entity';

export const meta = adminMeta('audit.title');

/** /_admin/audit: every admin write, newest first, filtered by who, what and when. */
export function Component() {
  const { t } = useTranslation('admin');
  const actionLabel = useAuditActionLabel();
  const format = useFormat();
  return (
    <AdminListPage<AuditLogItem>
      entity={auditLogEntity}
      title={t('audit.title')}
      exportable
      columns={[
        {
          key: 'createdAt',
          label: t('audit.createdAt'),
          render: (entry) => format.dateTime(entry.createdAt, { time: 'medium' }),
        },
        { key: 'actor', label: t('audit.actor'), render: (entry) => entry.actorEmail ?? t('audit.system') },
        { key: 'entity', label: t('audit.entity'), render: (entry) => entry.entity },
        { key: 'action', label: t('audit.action'), render: (entry) => actionLabel(entry.action) },
        { key: 'entityId', label: t('audit.entityId'), render: (entry) => entry.entityId ?? '—' },
      ]}
      filters={[
        { key: 'actor', label: t('audit.actor') },
        { key: 'entity', label: t('audit.entity') },
        { key: 'action', label: t('audit.action') },
        { key: 'createdAt', label: t('audit.createdAt') },
      ]}
    />
  );
}
