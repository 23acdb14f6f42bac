import { Anchor, Paper, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { adminMeta } from '../../../../core/client/admin/admin-meta';
import { AdminDetailPage, DetailFields } from '../../../../core/client/admin/crud/admin-detail-page';
import { LANGUAGES } from '../../../../core/shared/languages';
import { type ContactMessageItem, contactMessageEntity } from './contact-message-entity';

export const meta = adminMeta('contact-admin:messages.title');

/** /_admin/contact-messages/{_id}: one message, with a link to answer it by mail. */
export function Component() {
  const { t, i18n } = useTranslation('contact-admin');
  const date = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'full', timeStyle: 'short' });
  return (
    <AdminDetailPage<ContactMessageItem> entity={contactMessageEntity} listTitle={t('messages.title')}>
      {(message) => (
        <>
          <DetailFields
            rows={[
              [t('messages.name'), message.name],
              [
                t('messages.email'),
                <Anchor
                  key="email"
                  href={`mailto:${message.email}?subject=${encodeURIComponent(`Re: ${message.subject}`)}`}
                >
                  {message.email}
                </Anchor>,
              ],
              [
                t('messages.lang'),
                LANGUAGES.find((language) => language.languageCode === message.lang)?.label ?? message.lang,
              ],
              [t('messages.createdAt'), date.format(new Date(message.createdAt))],
            ]}
          />
          <Paper withBorder radius="md" p="md">
            <Text style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{message.message}</Text>
          </Paper>
        </>
      )}
    </AdminDetailPage>
  );
}
