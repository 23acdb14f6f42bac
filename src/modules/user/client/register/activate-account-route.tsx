import { Anchor, Button, Text } from '@mantine/core';
import { Link, useParams } from 'react-router';
import { runMutation } from '@/core/client/form/run-mutation';
import { useErrorText } from '@/core/client/form/use-error-text';
import { useGraphQLClient } from '@/core/client/graphql-client/graphql-provider';
import { useTranslation } from '@/core/client/use-translation';
import { accountMeta } from '../account-meta';
import { ACTIVATE_ACCOUNT_MUTATION } from '../account-mutations';
import { AccountPage } from '../account-page';
import { LinkStatus } from '../link-status';
import { useResultOnMount } from '../use-result-on-mount';

const ALREADY_ACTIVATED = 'account.already.activated';

export const meta = accountMeta('activate.title', { noindex: true });

/** The emailed activation link: activates the account as soon as the page opens. */
export function Component() {
  const { t } = useTranslation('user');
  const errorText = useErrorText();
  const client = useGraphQLClient();
  const { token = '' } = useParams();
  const result = useResultOnMount(() => runMutation(client, ACTIVATE_ACCOUNT_MUTATION, { token }));
  return (
    <AccountPage title={t('activate.title')}>
      <LinkStatus
        result={result}
        pending={t('activate.pending')}
        success={
          <>
            <Text>{t('activate.success')}</Text>
            <Button component={Link} to="/login">
              {t('login.submit')}
            </Button>
          </>
        }
        failure={
          <Anchor component={Link} to="/register">
            {t('activate.registerAgain')}
          </Anchor>
        }
        settled={{
          // Opened again, or an older link: the account works, registering again would not.
          [ALREADY_ACTIVATED]: (
            <>
              <Text role="status">{errorText(ALREADY_ACTIVATED)}</Text>
              <Button component={Link} to="/login">
                {t('login.submit')}
              </Button>
            </>
          ),
        }}
      />
    </AccountPage>
  );
}
