import { Anchor, Button, Text } from '@mantine/core';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { FormAlert } from '@/core/client/form/form-alert';
import { type MutationOutcome, runMutation } from '@/core/client/form/run-mutation';
import { useGraphQLClient } from '@/core/client/graphql-client/graphql-provider';
import { useTranslation } from '@/core/client/use-translation';
import { accountMeta } from '../account-meta';
import { CLOSE_ACCOUNT_MUTATION } from '../account-mutations';
import { AccountPage } from '../account-page';
import { resetUserCache } from '../reset-user-cache';

export const meta = accountMeta('close.confirm.title', { description: 'close.confirm.text', noindex: true });

/**
 * The emailed closing link. Unlike activation it waits for a click: closing cannot be undone,
 * and mail scanners open links.
 */
export function Component() {
  const { t } = useTranslation('user');
  const client = useGraphQLClient();
  const { token = '' } = useParams();
  const [closing, setClosing] = useState(false);
  const [result, setResult] = useState<MutationOutcome>();

  const confirm = async () => {
    setClosing(true);
    const answer = await runMutation(client, CLOSE_ACCOUNT_MUTATION, { token });
    // The session ended with the account: nothing cached for the user may stay.
    if (answer.success) await resetUserCache(client);
    setClosing(false);
    setResult(answer);
  };

  if (result?.success) {
    return (
      <AccountPage title={t('close.done.title')}>
        <Text role="status">{t('close.done.text')}</Text>
        <Anchor component={Link} to="/">
          {t('logout.home')}
        </Anchor>
      </AccountPage>
    );
  }
  return (
    <AccountPage title={t('close.confirm.title')}>
      <Text>{t('close.confirm.text')}</Text>
      <FormAlert code={result?.code ?? undefined} />
      {result && (
        <Anchor component={Link} to="/close">
          {t('close.confirm.askAgain')}
        </Anchor>
      )}
      <Button color="red" onClick={confirm} loading={closing} disabled={closing}>
        {t('close.confirm.submit')}
      </Button>
    </AccountPage>
  );
}
