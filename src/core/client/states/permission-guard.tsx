import { Button } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '@/core/client/use-translation';
import type { Permission } from '@/core/shared/permissions';
import { AuthenticationRequired } from '../guards/require-sign-in';
import { useCurrentUser } from '../guards/use-current-user';
import { StatusScreen } from './status-screen';

/**
 * Shows its page only to users holding `permission` (matched like the server does, by prefix
 * tree). Spec sections 2 and 4: nothing while permissions load; a visitor gets the
 * authentication-required screen (signing in may be all that is missing), a member without the
 * permission 'Oups, not enough authorization' and a way home. The server stays the authority;
 * this only hides.
 */
export function PermissionGuard(props: { permission: Permission; children: ReactNode }) {
  const { t } = useTranslation('states');
  const { loading, user, can } = useCurrentUser();
  if (loading) return null;
  if (!user) return <AuthenticationRequired />;
  if (!can(props.permission)) {
    return (
      <StatusScreen title={t('noPermission')}>
        <Button component={Link} to="/">
          {t('common:notFound.home')}
        </Button>
      </StatusScreen>
    );
  }
  return props.children;
}
