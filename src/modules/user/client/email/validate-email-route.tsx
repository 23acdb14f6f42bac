import { Anchor, Button, Text } from '@mantine/core';
import { Link, useParams } from 'react-router';
import { runMutation } from '@/core/client/form/run-mutation';
import { useGraphQLClient } from '@/core/client/graphql-client/graphql-provider';
import { useTranslation } from '@/core/client/use-translation';
import { accountMeta } from '../account-meta';
import { VALIDATE_EMAIL_MUTATION } from '../account-mutations';
import { AccountPage } from '../account-page';
import { LinkStatus } from '../link-status';
import { useResultOnMount } from '../use-result-on-mount';

export const meta = accountMeta('validateEmail.title', { noindex: true });

/** The link emailed to a changed address: confirms it as soon as the page opens. */
export function Component() {
  const { t } = useTranslation('user');
  const client = useGraphQLClient();
  const { token = '' } = useParams();
  const result = useResultOnMount(async () => {
    const answer = await runMutation(client, VALIDATE_EMAIL_MUTATION, { token });
    // The signed-in user's emailVerifiedAt changed: the profile must not offer a resend any more.
    if (answer.success) await client.refetchQueries({ include: ['data'] });
    return answer;
  });
  return (
    <AccountPage title={t('validateEmail.title')}>
      <LinkStatus
        result={result}
        pending={t('validateEmail.pending')}
        success={
          <>
            <Text>{t('validateEmail.success')}</Text>
            <Button component={Link} to="/profile">
              {t('validateEmail.toProfile')}
            </Button>
          </>
        }
        failure={
          <Anchor component={Link} to="/profile">
            {t('validateEmail.resendFromProfile')}
          </Anchor>
        }
      />
    </AccountPage>
  );
}
