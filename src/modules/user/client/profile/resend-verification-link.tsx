import { Anchor, Text } from '@mantine/core';
import { useState } from 'react';
import { useErrorText } from '@/core/client/form/use-error-text';
import { useTranslation } from '@/core/client/use-translation';
import { postAccountAction } from '../account-result';
import type { Notify } from './profile-notice';

const RESEND_PATH = '/api/user/account/resend-verification-email';

/** Shown under the email while it is unverified: sends the validation link again. */
export function ResendVerificationLink(props: { notify: Notify }) {
  const { t } = useTranslation('user');
  const errorText = useErrorText();
  const [sending, setSending] = useState(false);

  const resend = async () => {
    setSending(true);
    const result = await postAccountAction(RESEND_PATH);
    setSending(false);
    const failed = t('profile.verification.failed');
    props.notify(
      result.success
        ? { kind: 'success', text: t('profile.verification.sent') }
        : { kind: 'error', text: errorText(result.code, failed) ?? failed },
    );
  };

  return (
    <Text size="sm" c="orange.9">
      {t('profile.verification.unverified')}{' '}
      <Anchor component="button" type="button" size="sm" onClick={resend} disabled={sending}>
        {t('profile.verification.resend')}
      </Anchor>
    </Text>
  );
}
