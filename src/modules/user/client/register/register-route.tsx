import { Anchor, Text } from '@mantine/core';
import { Link } from 'react-router';
import { island } from '@/core/client/island';
import { useTranslation } from '@/core/client/use-translation';
import { accountMeta } from '../account-meta';
import { AccountPage } from '../account-page';

export const meta = accountMeta('register.title', { description: 'register.description' });

/** The form: a plain POST until its code (the schema, react-hook-form, the fields) has come. */
const registerForm = island(
  () => import('./register-form'),
  (module) => module.RegisterForm,
);
export const islands = [registerForm];

/** Register: the account waits for the emailed activation link. */
export function Component() {
  const { t } = useTranslation('user');
  return (
    <AccountPage title={t('register.title')}>
      <registerForm.Island />
      <Text size="sm">
        {t('register.haveAccount')}{' '}
        <Anchor component={Link} to="/login">
          {t('register.toLogin')}
        </Anchor>
      </Text>
    </AccountPage>
  );
}
