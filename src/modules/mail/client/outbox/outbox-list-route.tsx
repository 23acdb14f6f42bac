import { Text } from '@mantine/core';
import { adminMeta } from '@/core/client/admin/admin-meta';
import { AdminListPage } from '@/core/client/admin/crud/admin-list-page';
import { useFormat } from '@/core/client/use-format';
import { useTranslation } from '@/core/client/use-translation';
import { RESEND_MAX } from '@/modules/mail/shared/mail-outbox-list';
import { MailStatusBadge } from './mail-status-badge';
import { outboxMailEntity } from './outbox-entity';
import type { OutboxMailItem } from './outbox-mail';

export const meta = adminMeta('mail-admin:outbox.title');

/** /_admin/mail-outbox: every mail the site accepted, newest first, with how its delivery went. */
export function Component() {
  const { t } = useTranslation('mail-admin');
  const format = useFormat();
  return (
    <AdminListPage<OutboxMailItem>
      entity={outboxMailEntity}
      title={t('outbox.title')}
      exportable
      columns={[
        {
          key: 'createdAt',
          label: t('outbox.createdAt'),
          render: (mail) => format.dateTime(mail.createdAt),
        },
        { key: 'to', label: t('outbox.to'), render: (mail) => mail.to },
        { key: 'subject', label: t('outbox.subject'), render: (mail) => mail.subject },
        { key: 'template', label: t('outbox.template'), render: (mail) => mail.template ?? '—' },
        { key: 'lang', label: t('outbox.lang'), render: (mail) => mail.lang ?? '—' },
        { key: 'provider', label: t('outbox.provider'), render: (mail) => mail.provider },
        {
          key: 'status',
          label: t('outbox.status'),
          render: (mail) => <MailStatusBadge status={mail.status} />,
        },
        {
          key: 'error',
          label: t('outbox.error'),
          render: (mail) =>
            mail.error ? (
              <Text size="sm" lineClamp={2} maw={280} title={mail.error}>
                {mail.error}
              </Text>
            ) : (
              '—'
            ),
        },
      ]}
      filters={[
        { key: 'status', label: t('outbox.status'), optionLabel: (status) => t(`outbox.statuses.${status}`) },
        { key: 'provider', label: t('outbox.provider') },
        { key: 'createdAt', label: t('outbox.createdAt') },
        { key: 'template', label: t('outbox.template') },
      ]}
      bulkActions={[
        {
          action: 'resend',
          label: t('outbox.resend'),
          permission: 'Mailjet:send',
          confirm: (count) => t('outbox.resendConfirm', { count, max: RESEND_MAX }),
        },
      ]}
    />
  );
}
