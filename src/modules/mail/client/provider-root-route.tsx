import { Navigate, useLocation } from 'react-router';
import { adminMeta } from '@/core/client/admin/admin-meta';
import { useCurrentUser } from '@/core/client/guards/use-current-user';

export const meta = adminMeta('mail-admin:templates.title');

/**
 * /_admin/{provider}: the templates (spec section 2), or the test sender for whom may only send;
 * that page moves to the provider in use.
 */
export function Component() {
  const { pathname } = useLocation();
  const { loading, can } = useCurrentUser();
  if (loading) return null;
  const page = !can('MailjetTemplate:list') && can('Mailjet:send') ? 'test' : 'templates';
  return <Navigate replace to={`${pathname.replace(/\/+$/, '')}/${page}`} />;
}
