import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { QueryState } from '@/core/client/states/query-state';
import { type MailProviderInfo, useMailProvider } from './use-mail-provider';

/**
 * The mail pages live under the provider in use (`/_admin/mailjet/templates`). The same page
 * under another provider's name moves there, so a bookmark survives a change of provider.
 */
export function MailProviderGate(props: { children: (provider: MailProviderInfo) => ReactNode }) {
  const { pathname, search } = useLocation();
  const { data, loading, error } = useMailProvider();
  const current = data?.adminMailProvider;
  const [, admin, segment = '', ...rest] = pathname.split('/');
  if (current && segment !== current.name) {
    return <Navigate replace to={`/${[admin, current.name, ...rest].join('/')}${search}`} />;
  }
  return (
    <QueryState loading={loading && !current} error={current ? undefined : error} data={current}>
      {() => props.children(current!)}
    </QueryState>
  );
}
