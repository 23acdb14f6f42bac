import { Alert, Code, Paper, Stack, Tabs, Title } from '@mantine/core';
import { adminMeta } from '@/core/client/admin/admin-meta';
import { AdminDetailPage, DetailFields } from '@/core/client/admin/crud/admin-detail-page';
import { useFormat } from '@/core/client/use-format';
import { useTranslation } from '@/core/client/use-translation';
import { HtmlPreview } from '../html-preview';
import { MailStatusBadge } from './mail-status-badge';
import { outboxMailDetailEntity } from './outbox-entity';
import type { OutboxMailDetail } from './outbox-mail';

export const meta = adminMeta('mail-admin:outbox.title');

// `variables` is JSON in the schema: an object of the template's values when there are any.
const hasVariables = (variables: unknown) =>
  typeof variables === 'object' && variables !== null && Object.keys(variables).length > 0;

/** /_admin/mail-outbox/{_id}: one mail, its headers, bodies and delivery. Needs MailOutbox:read. */
export function Component() {
  const { t } = useTranslation('mail-admin');
  const format = useFormat();
  const when = (value: string | null) =>
    value ? format.dateTime(value, { date: 'full', time: 'medium' }) : null;
  return (
    <AdminDetailPage<OutboxMailDetail> entity={outboxMailDetailEntity} listTitle={t('outbox.title')}>
      {(mail) => (
        <>
          {mail.status === 'failed' && (
            <Alert color="red" variant="light" title={t('outbox.failed')}>
              <span style={{ overflowWrap: 'anywhere' }}>{mail.error}</span>
            </Alert>
          )}
          {mail.status === 'queued' && mail.error && (
            <Alert color="yellow" variant="light" title={t('outbox.retrying')}>
              <span style={{ overflowWrap: 'anywhere' }}>{mail.error}</span>
            </Alert>
          )}
          <DetailFields
            rows={[
              [t('outbox.status'), <MailStatusBadge key="status" status={mail.status} />],
              [t('outbox.provider'), mail.provider],
              [t('outbox.from'), mail.from],
              [t('outbox.to'), mail.to],
              [t('outbox.bcc'), mail.bcc],
              [t('outbox.replyTo'), mail.replyTo],
              [t('outbox.subject'), mail.subject],
              [t('outbox.createdAt'), when(mail.createdAt)],
              [t('outbox.sentAt'), when(mail.sentAt)],
              [t('outbox.attempts'), String(mail.attempts)],
              [t('outbox.nextAttemptAt'), mail.status === 'queued' ? when(mail.nextAttemptAt) : null],
              [t('outbox.providerMessageId'), mail.providerMessageId],
              [t('outbox.template'), mail.template],
              [t('outbox.lang'), mail.lang],
            ]}
          />
          <Paper withBorder radius="md" p="md">
            <Title order={2} size="h4" mb="sm">
              {t('outbox.content')}
            </Title>
            <Tabs defaultValue={mail.html ? 'html' : 'text'} keepMounted={false}>
              <Tabs.List mb="sm">
                <Tabs.Tab value="html" disabled={!mail.html}>
                  {t('outbox.html')}
                </Tabs.Tab>
                <Tabs.Tab value="text">{t('outbox.text')}</Tabs.Tab>
                {hasVariables(mail.variables) && (
                  <Tabs.Tab value="variables">{t('outbox.variables')}</Tabs.Tab>
                )}
              </Tabs.List>
              <Tabs.Panel value="html">
                <HtmlPreview html={mail.html} title={t('outbox.htmlPreview', { subject: mail.subject })} />
              </Tabs.Panel>
              <Tabs.Panel value="text">
                <Code block style={{ whiteSpace: 'pre-wrap' }}>
                  {mail.text || t('outbox.noText')}
                </Code>
              </Tabs.Panel>
              <Tabs.Panel value="variables">
                <Stack gap="xs">
                  <Code block>{JSON.stringify(mail.variables, null, 2)}</Code>
                </Stack>
              </Tabs.Panel>
            </Tabs>
          </Paper>
        </>
      )}
    </AdminDetailPage>
  );
}
