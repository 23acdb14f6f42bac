import { Anchor, Paper, Text } from '@mantine/core';
import { adminMeta } from '@/core/client/admin/admin-meta';
import { AdminDetailPage, DetailFields } from '@/core/client/admin/crud/admin-detail-page';
import { useFormat } from '@/core/client/use-format';
import { useTranslation } from '@/core/client/use-translation';
import { languageLabel } from '@/core/shared/languages';
import { type ContactMessageItem, contactMessageEntity } from './contact-message-entity';

export const meta = adminMeta('contact-admin:messages.title');

/** /_admin/contact-messages/{_id}: one message, with a link to answer it by mail. */
export function Component() {
  const { t } = useTranslation('contact-admin');
  const format = useFormat();
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
              [t('messages.lang'), languageLabel(message.lang)],
              [t('messages.createdAt'), format.dateTime(message.createdAt, { date: 'full' })],
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
