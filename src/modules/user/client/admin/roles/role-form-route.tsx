import { Controller } from 'react-hook-form';
import { adminMeta } from '@/core/client/admin/admin-meta';
import { AdminFormPage } from '@/core/client/admin/crud/admin-form-page';
import { firstErrorCode, TextField } from '@/core/client/admin/crud/form-fields';
import { useErrorText } from '@/core/client/form/use-error-text';
import { useTranslation } from '@/core/client/use-translation';
import { roleInputSchema } from '@/modules/user/shared/admin/role-admin-schemas';
import { PermissionEditor } from './permission-editor';
import { type RoleItem, roleEntity } from './role-entity';

export const meta = adminMeta('user-admin:roles.title');

/** /_admin/roles/create and /_admin/roles/{_id}/edit: name, description, permissions. */
export function Component() {
  const { t } = useTranslation('user-admin');
  const errorText = useErrorText();
  return (
    <AdminFormPage<RoleItem, typeof roleInputSchema>
      entity={roleEntity}
      listTitle={t('roles.title')}
      createTitle={t('roles.create')}
      schema={roleInputSchema}
      defaults={(role) => ({
        name: role?.name ?? '',
        description: role?.description ?? '',
        permissions: role?.permissions ?? [],
      })}
    >
      {(form, role) => (
        <>
          <TextField
            control={form.control}
            name="name"
            label={t('roles.name')}
            required
            maxLength={50}
            description={role?.builtIn ? t('roles.builtInName') : undefined}
          />
          <TextField
            control={form.control}
            name="description"
            label={t('roles.description')}
            multiline
            maxLength={500}
          />
          <Controller
            control={form.control}
            name="permissions"
            render={({ field }) => (
              <PermissionEditor
                value={field.value ?? []}
                onChange={field.onChange}
                error={errorText(firstErrorCode(form.formState.errors.permissions))}
              />
            )}
          />
        </>
      )}
    </AdminFormPage>
  );
}
