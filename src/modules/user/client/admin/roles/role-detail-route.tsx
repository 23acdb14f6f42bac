import { Badge, Code, Group } from '@mantine/core';
import { adminMeta } from '@/core/client/admin/admin-meta';
import { AdminDetailPage, DetailFields } from '@/core/client/admin/crud/admin-detail-page';
import { useFormat } from '@/core/client/use-format';
import { useTranslation } from '@/core/client/use-translation';
import { type RoleItem, roleEntity } from './role-entity';

export const meta = adminMeta('user-admin:roles.title');

/** /_admin/roles/{_id}: a role, its permissions and its history. Guarded by Role:list (spec). */
export function Component() {
  const { t } = useTranslation('user-admin');
  const format = useFormat();
  return (
    <AdminDetailPage<RoleItem>
      entity={roleEntity}
      listTitle={t('roles.title')}
      editable
      permission="Role:list"
    >
      {(role) => (
        <DetailFields
          rows={[
            [t('roles.name'), role.name],
            [
              t('roles.kind'),
              role.builtIn ? (
                <Badge key="kind" variant="light">
                  {t('roles.builtIn')}
                </Badge>
              ) : (
                t('roles.custom')
              ),
            ],
            [t('roles.description'), role.description],
            [
              t('roles.permissions'),
              <Group gap={4} key="permissions">
                {role.permissions.length === 0
                  ? t('roles.noPermission')
                  : role.permissions.map((permission) => <Code key={permission}>{permission}</Code>)}
              </Group>,
            ],
            [t('roles.userCount'), role.userCount],
            [t('roles.groupCount'), role.groupCount],
            [t('roles.createdAt'), format.dateTime(role.createdAt)],
            [t('roles.updatedAt'), format.dateTime(role.updatedAt)],
          ]}
        />
      )}
    </AdminDetailPage>
  );
}
