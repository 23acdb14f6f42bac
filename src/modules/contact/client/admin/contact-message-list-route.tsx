import { adminMeta } from '@/core/client/admin/admin-meta';
import { AdminListPage } from '@/core/client/admin/crud/admin-list-page';
import { useFormat } from '@/core/client/use-format';
import { useTranslation } from '@/core/client/use-translation';
import { languageLabel } from '@/core/shared/languages';
import { type ContactMessageItem, contactMessageEntity } from './contact-message-entity';

export const meta = adminMeta('contact-admin:messages.title');

/** /_admin/contact-messages: what visitors wrote, newest first. */
export function Component() {
  const { t } = useTranslation('contact-admin');
  const format = useFormat();
  return (
    <AdminListPage<ContactMessageItem>
      entity={contactMessageEntity}
      title={t('messages.title')}
      exportable
      columns={[
        { key: 'subject', label: t('messages.subject'), render: (message) => message.subject },
        { key: 'name', label: t('messages.name'), render: (message) => message.name },
        { key: 'email', label: t('messages.email'), render: (message) => message.email },
        { key: 'lang', label: t('messages.lang'), render: (message) => languageLabel(message.lang) },
        {
          key: 'createdAt',
          label: t('messages.createdAt'),
          render: (message) => format.dateTime(message.createdAt),
        },
      ]}
      filters={[
        { key: 'email', label: t('messages.email') },
        { key: 'lang', label: t('messages.lang'), optionLabel: languageLabel },
        { key: 'createdAt', label: t('messages.createdAt') },
      ]}
      bulkActions={[
        {
          action: 'delete',
          label: t('messages.delete'),
          permission: 'ContactMessage:update',
          color: 'red',
          confirm: (count) => t('messages.deleteConfirm', { count }),
        },
      ]}
    />
  );
}
