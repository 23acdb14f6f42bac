import { adminMeta } from '@/core/client/admin/admin-meta';
import { AdminFormPage } from '@/core/client/admin/crud/admin-form-page';
import { MultiSelectField, TextField } from '@/core/client/admin/crud/form-fields';
import { adminGraphql } from '@/core/client/graphql/admin-graphql';
import { useQuery } from '@/core/client/graphql-client/use-query';
import { useTranslation } from '@/core/client/use-translation';
import { groupInputSchema } from '@/modules/user/shared/admin/group-admin-schemas';
import { type GroupItem, groupEntity } from './group-entity';

const ADMIN_GROUP_FORM_CHOICES = adminGraphql(`query AdminGroupFormChoices { adminRoleChoices }`);

export const meta = adminMeta('user-admin:groups.title');

/** /_admin/groups/create and /_admin/groups/{_id}/edit: name, description, roles. */
export function Component() {
  const { t } = useTranslation('user-admin');
  const { data } = useQuery(ADMIN_GROUP_FORM_CHOICES, { fetchPolicy: 'cache-and-network' });
  const roleOptions = (own: string[]) =>
    [...new Set([...(data?.adminRoleChoices ?? []), ...own])].map((name) => ({ value: name, label: name }));
  return (
    <AdminFormPage<GroupItem, typeof groupInputSchema>
      entity={groupEntity}
      listTitle={t('groups.title')}
      createTitle={t('groups.create')}
      schema={groupInputSchema}
      defaults={(group) => ({
        name: group?.name ?? '',
        description: group?.description ?? '',
        roles: group?.roles.map((role) => role.name) ?? [],
      })}
    >
      {(form, group) => (
        <>
          <TextField control={form.control} name="name" label={t('groups.name')} required maxLength={50} />
          <TextField
            control={form.control}
            name="description"
            label={t('groups.description')}
            multiline
            maxLength={500}
          />
          <MultiSelectField
            control={form.control}
            name="roles"
            label={t('groups.roles')}
            description={t('groups.rolesHelp')}
            data={roleOptions(group?.roles.map((role) => role.name) ?? [])}
          />
        </>
      )}
    </AdminFormPage>
  );
}
