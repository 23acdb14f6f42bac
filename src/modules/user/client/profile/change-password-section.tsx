import { Button, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useErrorText } from '@/core/client/form/use-error-text';
import { useTranslation } from '@/core/client/use-translation';
import { postAccountAction } from '../account-result';
import type { Notify } from './profile-notice';

const SEND_RESET_LINK_PATH = '/api/user/account/send-password-reset-link-by-email';

/** Change password: a reset link goes to the user's address, which proves who asks. */
export function ChangePasswordSection(props: { notify: Notify }) {
  const { t } = useTranslation('user');
  const errorText = useErrorText();
  const [sending, setSending] = useState(false);
  const headingId = 'profile-password-heading';

  const send = async () => {
    setSending(true);
    const result = await postAccountAction(SEND_RESET_LINK_PATH);
    setSending(false);
    const failed = t('profile.password.failed');
    props.notify(
      result.success
        ? { kind: 'success', text: t('profile.password.sent') }
        : { kind: 'error', text: errorText(result.code, failed) ?? failed },
    );
  };

  return (
    <Stack component="section" aria-labelledby={headingId} gap="sm" align="flex-start">
      <Title order={2} size="h3" id={headingId}>
        {t('profile.password.title')}
      </Title>
      <Text>{t('profile.password.text')}</Text>
      <Button variant="default" onClick={send} loading={sending} disabled={sending}>
        {t('profile.password.send')}
      </Button>
    </Stack>
  );
}
