import { Badge, Group } from '@mantine/core';
import { adminMeta } from '@/core/client/admin/admin-meta';
import { AdminListPage } from '@/core/client/admin/crud/admin-list-page';
import { useFormat } from '@/core/client/use-format';
import { useTranslation } from '@/core/client/use-translation';
import { GROUP_FILE_HEADERS } from '@/modules/user/shared/admin/group-admin-schemas';
import { type GroupItem, groupEntity } from './group-entity';

export const meta = adminMeta('user-admin:groups.title');

/** /_admin/groups: groups with their roles and member counts, exportable, importable. */
export function Component() {
  const { t } = useTranslation('user-admin');
  const format = useFormat();
  return (
    <AdminListPage<GroupItem>
      entity={groupEntity}
      title={t('groups.title')}
      creatable
      exportable
      importHeaders={GROUP_FILE_HEADERS}
      columns={[
        { key: 'name', label: t('groups.name'), render: (group) => group.name },
        { key: 'description', label: t('groups.description'), render: (group) => group.description ?? '—' },
        {
          key: 'roles',
          label: t('groups.roles'),
          render: (group) => (
            <Group gap={4}>
              {group.roles.map((role) => (
                <Badge key={role._id} variant="outline" size="sm" miw="max-content">
                  {role.name}
                </Badge>
              ))}
            </Group>
          ),
        },
        { key: 'memberCount', label: t('groups.memberCount'), render: (group) => group.memberCount },
        {
          key: 'updatedAt',
          label: t('groups.updatedAt'),
          render: (group) => format.dateTime(group.updatedAt, { time: false }),
        },
      ]}
      filters={[
        { key: 'name', label: t('groups.name') },
        { key: 'createdAt', label: t('groups.createdAt') },
        { key: 'updatedAt', label: t('groups.updatedAt') },
      ]}
      bulkActions={[
        {
          action: 'delete',
          label: t('groups.delete'),
          permission: 'Group:update',
          color: 'red',
          confirm: (count) => t('groups.deleteConfirm', { count }),
        },
      ]}
    />
  );
}
