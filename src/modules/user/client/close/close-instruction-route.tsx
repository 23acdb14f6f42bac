import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { AccountPage } from '../account-page';
import { RequireSignIn } from '../require-sign-in';

/** Closing, second step: the confirmation link is on its way. */
export function Component() {
  const { t } = useTranslation('user');
  return (
    <RequireSignIn>
      <AccountPage title={t('close.instruction.title')}>
        <Text>{t('close.instruction.text')}</Text>
      </AccountPage>
    </RequireSignIn>
  );
}
