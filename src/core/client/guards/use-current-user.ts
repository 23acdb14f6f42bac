import { useQuery } from '@apollo/client/react';
import { hasPermission, type Permission } from '@/core/shared/permissions';
import { DATA_QUERY, type DataQuery } from '../data-query';

export type CurrentUser = NonNullable<DataQuery['me']['item']>;

/**
 * The signed-in user from the page's initial `data` query (null when signed out) and a
 * permission check. `loading` is true only before the first answer.
 */
export function useCurrentUser(): {
  user: CurrentUser | null;
  loading: boolean;
  can: (permission: Permission) => boolean;
} {
  const { data, loading } = useQuery(DATA_QUERY, { fetchPolicy: 'cache-first' });
  const user = data?.me.item ?? null;
  return {
    user,
    loading: loading && !data,
    can: (permission) => hasPermission(user?.permissions ?? [], permission),
  };
}
