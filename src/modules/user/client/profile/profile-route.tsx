import { Anchor, Divider, Stack } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router';
import { useQuery } from '@/core/client/graphql-client/use-query';
import { RequireSignIn } from '@/core/client/guards/require-sign-in';
import { useTranslation } from '@/core/client/use-translation';
import { accountMeta } from '../account-meta';
import { AccountPage } from '../account-page';
import { ChangePasswordSection } from './change-password-section';
import { ProfileAvatar } from './profile-avatar';
import { ProfileForm } from './profile-form';
import { type Notice, ProfileNotice } from './profile-notice';
import { PROFILE_QUERY } from './profile-operations';

export const meta = accountMeta('profile.title', { noindex: true });

/** Profile (spec "Profile screen"): the user's fields, a password reset link, and closing. */
export function Component() {
  return (
    <RequireSignIn>
      <ProfileScreen />
    </RequireSignIn>
  );
}

function ProfileScreen() {
  const { t } = useTranslation('user');
  // Already in the cache from the page's `data` query, on the server as in the browser.
  const { data } = useQuery(PROFILE_QUERY, { fetchPolicy: 'cache-first' });
  const [notice, setNotice] = useState<Notice | null>(null);
  const user = data?.me.item;
  if (!user) return null;
  return (
    <AccountPage title={t('profile.title')} size={560}>
      <ProfileNotice notice={notice} />
      <ProfileAvatar user={user} notify={setNotice} />
      <ProfileForm user={user} notify={setNotice} />
      <Divider />
      <ChangePasswordSection notify={setNotice} />
      <Divider />
      <Stack gap="xs" align="flex-start">
        <Anchor component={Link} to="/close" c="red">
          {t('profile.close')}
        </Anchor>
      </Stack>
    </AccountPage>
  );
}
