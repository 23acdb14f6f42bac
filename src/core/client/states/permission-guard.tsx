import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useCurrentUser } from '../guards/use-current-user';
import { StatusScreen } from './status-screen';

/**
 * Shows its page only to users holding `permission` (matched like the server does, by prefix
 * tree). Spec section 4: nothing while permissions load, then the page or
 * 'Oups, not enough authorization'. The server stays the authority; this only hides.
 */
export function PermissionGuard(props: { permission: string; children: ReactNode }) {
  const { t } = useTranslation('states');
  const { loading, can } = useCurrentUser();
  if (loading) return null;
  if (!can(props.permission)) return <StatusScreen title={t('noPermission')} />;
  return props.children;
}
