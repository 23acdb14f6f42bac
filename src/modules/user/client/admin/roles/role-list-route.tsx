import { Badge } from '@mantine/core';
import { adminMeta } from '@/core/client/admin/admin-meta';
import { AdminListPage } from '@/core/client/admin/crud/admin-list-page';
import { useFormat } from '@/core/client/use-format';
import { useTranslation } from '@/core/client/use-translation';
import { ROLE_FILE_HEADERS } from '@/modules/user/shared/admin/role-admin-schemas';
import { type RoleItem, roleEntity } from './role-entity';

export const meta = adminMeta('user-admin:roles.title');

/** /_admin/roles: roles with their holders, searchable, exportable, importable. */
export function Component() {
  const { t } = useTranslation('user-admin');
  const format = useFormat();
  return (
    <AdminListPage<RoleItem>
      entity={roleEntity}
      title={t('roles.title')}
      creatable
      exportable
      importHeaders={ROLE_FILE_HEADERS}
      columns={[
        { key: 'name', label: t('roles.name'), render: (role) => role.name },
        {
          key: 'builtIn',
          label: t('roles.kind'),
          render: (role) =>
            role.builtIn ? <Badge variant="light">{t('roles.builtIn')}</Badge> : t('roles.custom'),
        },
        { key: 'permissions', label: t('roles.permissions'), render: (role) => role.permissions.length },
        { key: 'userCount', label: t('roles.userCount'), render: (role) => role.userCount },
        { key: 'groupCount', label: t('roles.groupCount'), render: (role) => role.groupCount },
        {
          key: 'updatedAt',
          label: t('roles.updatedAt'),
          render: (role) => format.dateTime(role.updatedAt, { time: false }),
        },
      ]}
      filters={[
        { key: 'name', label: t('roles.name') },
        { key: 'builtIn', label: t('roles.builtIn') },
        { key: 'updatedAt', label: t('roles.updatedAt') },
      ]}
      bulkActions={[
        {
          action: 'delete',
          label: t('roles.delete'),
          permission: 'Role:update',
          color: 'red',
          confirm: (count) => t('roles.deleteConfirm', { count }),
        },
      ]}
    />
  );
}
