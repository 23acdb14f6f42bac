import { Text } from '@mantine/core';
import { useTranslation } from '@/core/client/use-translation';
import { accountMeta } from '../account-meta';
import { AccountPage } from '../account-page';

export const meta = accountMeta('register.thanks.title', {
  description: 'register.thanks.text',
  noindex: true,
});

/** After registering: the activation link is on its way. */
export function Component() {
  const { t } = useTranslation('user');
  return (
    <AccountPage title={t('register.thanks.title')}>
      <Text>{t('register.thanks.text')}</Text>
    </AccountPage>
  );
}
