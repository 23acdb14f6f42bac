import { useTranslation } from 'react-i18next';
import { adminMeta } from '../../../../core/client/admin/admin-meta';
import { AdminListPage } from '../../../../core/client/admin/crud/admin-list-page';
import { LANGUAGES } from '../../../../core/shared/languages';
import { type ContactMessageItem, contactMessageEntity } from './contact-message-entity';

export const meta = adminMeta('contact-admin:messages.title');

const languageName = (code: string) =>
  LANGUAGES.find((language) => language.languageCode === code)?.label ?? code;

/** /_admin/contact-messages: what visitors wrote, newest first. */
export function Component() {
  const { t, i18n } = useTranslation('contact-admin');
  const date = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });
  return (
    <AdminListPage<ContactMessageItem>
      entity={contactMessageEntity}
      title={t('messages.title')}
      exportable
      columns={[
        { key: 'subject', label: t('messages.subject'), render: (message) => message.subject },
        { key: 'name', label: t('messages.name'), render: (message) => message.name },
        { key: 'email', label: t('messages.email'), render: (message) => message.email },
        { key: 'lang', label: t('messages.lang'), render: (message) => languageName(message.lang) },
        {
          key: 'createdAt',
          label: t('messages.createdAt'),
          render: (message) => date.format(new Date(message.createdAt)),
        },
      ]}
      filters={[
        { key: 'email', label: t('messages.email') },
        { key: 'lang', label: t('messages.lang'), optionLabel: languageName },
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
