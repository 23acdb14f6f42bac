import { hasPermission, type Permission } from '@/core/shared/permissions';
import type { DataQuery } from '../data-query';
import { useSiteData } from '../site-data';

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
  const { data } = useSiteData();
  const user = data?.me.item ?? null;
  return {
    user,
    loading: !data,
    can: (permission) => hasPermission(user?.permissions ?? [], permission),
  };
}
