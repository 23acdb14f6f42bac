import { Anchor, Group } from '@mantine/core';
import { Link, useSearchParams } from 'react-router';
import { island } from '@/core/client/island';
import { useTranslation } from '@/core/client/use-translation';
import { safeRedirect } from '@/modules/user/shared/safe-redirect';
import { accountMeta } from '../account-meta';
import { AccountPage } from '../account-page';
import { OAuthButtons } from './oauth-buttons';

export const meta = accountMeta('login.title', { description: 'login.description' });

/** The form: a plain POST until its code (the schema, react-hook-form, the fields) has come. */
const loginForm = island(
  () => import('./login-form'),
  (module) => module.LoginForm,
);
export const islands = [loginForm];

/** Login: by email and password, or by a provider's account. */
export function Component() {
  const { t } = useTranslation('user');
  const [params] = useSearchParams();
  return (
    <AccountPage title={t('login.title')}>
      <loginForm.Island />
      <OAuthButtons redirect={safeRedirect(params.get('redirect'))} />
      <Group justify="space-between" gap="xs">
        <Anchor component={Link} to="/password-lost" size="sm">
          {t('login.passwordLost')}
        </Anchor>
        <Anchor component={Link} to="/register" size="sm">
          {t('login.toRegister')}
        </Anchor>
      </Group>
    </AccountPage>
  );
}
