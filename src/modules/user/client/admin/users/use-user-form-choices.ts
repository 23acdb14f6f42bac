import type { Option } from '@/core/client/admin/crud/form-fields';
import { adminGraphql } from '@/core/client/graphql/admin-graphql';
import { useQuery } from '@/core/client/graphql-client/use-query';

const ADMIN_USER_FORM_CHOICES = adminGraphql(
  `query AdminUserFormChoices { adminRoleChoices adminGroupChoices }`,
);

const optionsOf = (names: readonly string[]): Option[] => names.map((name) => ({ value: name, label: name }));

/**
 * The roles and groups the user form offers, by name. The record's own are kept among them, so
 * its values show while the choices load.
 */
export function useUserFormChoices(current: { roles: string[]; groups: string[] }) {
  const { data } = useQuery(ADMIN_USER_FORM_CHOICES, { fetchPolicy: 'cache-and-network' });
  return {
    roles: optionsOf([...new Set([...(data?.adminRoleChoices ?? []), ...current.roles])]),
    groups: optionsOf([...new Set([...(data?.adminGroupChoices ?? []), ...current.groups])]),
  };
}
