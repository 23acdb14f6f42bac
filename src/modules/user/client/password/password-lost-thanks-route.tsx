import { Text } from '@mantine/core';
import { useTranslation } from '@/core/client/use-translation';
import { accountMeta } from '../account-meta';
import { AccountPage } from '../account-page';

export const meta = accountMeta('passwordLost.thanks.title', {
  description: 'passwordLost.thanks.text',
  noindex: true,
});

/** After asking for a reset link: the same words whether or not the address has an account. */
export function Component() {
  const { t } = useTranslation('user');
  return (
    <AccountPage title={t('passwordLost.thanks.title')}>
      <Text>{t('passwordLost.thanks.text')}</Text>
    </AccountPage>
  );
}
