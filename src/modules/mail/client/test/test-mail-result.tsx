import { Alert, Anchor, Group, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { useErrorText } from '@/core/client/form/use-error-text';
import { useTranslation } from '@/core/client/use-translation';
import { MAIL_OUTBOX_PATH } from '../mail-paths';
import { MailStatusBadge } from '../outbox/mail-status-badge';
import type { TestMailAnswer } from './send-test-mail';

/** How the test mail went: its outbox row and provider status, or why it failed. */
export function TestMailResult(props: { answer: TestMailAnswer }) {
  const { t } = useTranslation('mail-admin');
  const errorText = useErrorText();
  const { answer } = props;
  const mail = answer.item;
  if (!mail) return null;
  return (
    <Alert
      color={answer.success ? 'green' : 'red'}
      variant="light"
      role={answer.success ? 'status' : 'alert'}
      title={answer.success ? t('test.sent') : errorText(answer.code)}
    >
      <Stack gap={6}>
        <Group gap="xs">
          <Text size="sm">{t('test.provider', { provider: mail.provider })}</Text>
          <MailStatusBadge status={mail.status} />
        </Group>
        {mail.error && (
          <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
            {t('test.reason', { reason: mail.error })}
          </Text>
        )}
        <Anchor component={Link} to={`${MAIL_OUTBOX_PATH}/${mail._id}`} size="sm">
          {t('test.inOutbox', { id: mail._id })}
        </Anchor>
      </Stack>
    </Alert>
  );
}
