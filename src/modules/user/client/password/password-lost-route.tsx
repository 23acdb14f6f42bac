import { Text } from '@mantine/core';
import { island } from '@/core/client/island';
import { useTranslation } from '@/core/client/use-translation';
import { accountMeta } from '../account-meta';
import { AccountPage } from '../account-page';

export const meta = accountMeta('passwordLost.title', { description: 'passwordLost.text' });

/** The form: a plain POST until its code (the schema, react-hook-form, the fields) has come. */
const passwordLostForm = island(
  () => import('./password-lost-form'),
  (module) => module.PasswordLostForm,
);
export const islands = [passwordLostForm];

/** Password lost: emails a reset link. */
export function Component() {
  const { t } = useTranslation('user');
  return (
    <AccountPage title={t('passwordLost.title')}>
      <Text>{t('passwordLost.text')}</Text>
      <passwordLostForm.Island />
    </AccountPage>
  );
}
