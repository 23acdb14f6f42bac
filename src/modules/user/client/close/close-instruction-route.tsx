import { Text } from '@mantine/core';
import { RequireSignIn } from '@/core/client/guards/require-sign-in';
import { useTranslation } from '@/core/client/use-translation';
import { accountMeta } from '../account-meta';
import { AccountPage } from '../account-page';

export const meta = accountMeta('close.instruction.title', {
  description: 'close.instruction.text',
  noindex: true,
});

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
