import { Button, List, Text } from '@mantine/core';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { FormAlert } from '@/core/client/form/form-alert';
import { runMutation } from '@/core/client/form/run-mutation';
import { useGraphQLClient } from '@/core/client/graphql-client/graphql-provider';
import { RequireSignIn } from '@/core/client/guards/require-sign-in';
import { useTranslation } from '@/core/client/use-translation';
import { accountMeta } from '../account-meta';
import { REQUEST_ACCOUNT_CLOSE_MUTATION } from '../account-mutations';
import { AccountPage } from '../account-page';

export const meta = accountMeta('close.title', { noindex: true });

/** Closing, first step: what it means, then a confirmation link by email. */
export function Component() {
  return (
    <RequireSignIn>
      <CloseAccountRequest />
    </RequireSignIn>
  );
}

function CloseAccountRequest() {
  const { t } = useTranslation('user');
  const client = useGraphQLClient();
  const navigate = useNavigate();
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string>();

  const request = async () => {
    setSending(true);
    const result = await runMutation(client, REQUEST_ACCOUNT_CLOSE_MUTATION, {});
    setSending(false);
    if (result.success) return navigate('/close/instruction');
    setError(result.code ?? 'unknown');
  };

  return (
    <AccountPage title={t('close.title')}>
      <Text>{t('close.intro')}</Text>
      <List spacing="xs">
        <List.Item>{t('close.consequences.data')}</List.Item>
        <List.Item>{t('close.consequences.sessions')}</List.Item>
        <List.Item>{t('close.consequences.final')}</List.Item>
      </List>
      <Text>{t('close.howTo')}</Text>
      <FormAlert code={error} />
      <Button color="red" onClick={request} loading={sending} disabled={sending}>
        {t('close.request')}
      </Button>
    </AccountPage>
  );
}
