import { Anchor, Text } from '@mantine/core';
import { Link } from 'react-router';
import { runMutation } from '@/core/client/form/run-mutation';
import { useGraphQLClient } from '@/core/client/graphql-client/graphql-provider';
import { useTranslation } from '@/core/client/use-translation';
import { accountMeta } from '../account-meta';
import { LOGOUT_MUTATION } from '../account-mutations';
import { AccountPage } from '../account-page';
import { LinkStatus } from '../link-status';
import { resetUserCache } from '../reset-user-cache';
import { useResultOnMount } from '../use-result-on-mount';

export const meta = accountMeta('logout.title', { noindex: true });

/** Logout: ends the session as the page opens and forgets everything cached for the user. */
export function Component() {
  const { t } = useTranslation('user');
  const client = useGraphQLClient();
  const result = useResultOnMount(async () => {
    const answer = await runMutation(client, LOGOUT_MUTATION, {});
    await resetUserCache(client);
    return answer;
  });
  const home = (
    <Anchor component={Link} to="/">
      {t('logout.home')}
    </Anchor>
  );
  return (
    <AccountPage title={t('logout.title')}>
      <LinkStatus
        result={result}
        pending={t('logout.pending')}
        success={
          <>
            <Text>{t('logout.done')}</Text>
            {home}
          </>
        }
        failure={home}
      />
    </AccountPage>
  );
}
