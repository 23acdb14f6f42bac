import { Anchor, Group, Stack } from '@mantine/core';
import { Link } from 'react-router';
import { adminMeta } from '@/core/client/admin/admin-meta';
import { AdminDetailPage, DetailFields } from '@/core/client/admin/crud/admin-detail-page';
import { useCurrentUser } from '@/core/client/guards/use-current-user';
import { useFormat } from '@/core/client/use-format';
import { useTranslation } from '@/core/client/use-translation';
import { type GroupItem, groupEntity } from './group-entity';
import { GroupMembers } from './group-members';

export const meta = adminMeta('user-admin:groups.title');

/** /_admin/groups/{_id}: a group, its roles, its first members and its history. */
export function Component() {
  const { t } = useTranslation('user-admin');
  const { can } = useCurrentUser();
  const format = useFormat();
  return (
    <AdminDetailPage<GroupItem> entity={groupEntity} listTitle={t('groups.title')} editable>
      {(group) => (
        <Stack gap="lg">
          <DetailFields
            rows={[
              [t('groups.name'), group.name],
              [t('groups.description'), group.description],
              [
                t('groups.roles'),
                group.roles.length === 0 ? (
                  t('users.none')
                ) : (
                  <Group gap={6} key="roles">
                    {group.roles.map((role) =>
                      can('Role:list') ? (
                        <Anchor key={role._id} component={Link} to={`/_admin/roles/${role._id}`}>
                          {role.name}
                        </Anchor>
                      ) : (
                        <span key={role._id}>{role.name}</span>
                      ),
                    )}
                  </Group>
                ),
              ],
              [t('groups.memberCount'), group.memberCount],
              [t('groups.createdAt'), format.dateTime(group.createdAt)],
              [t('groups.updatedAt'), format.dateTime(group.updatedAt)],
            ]}
          />
          <GroupMembers groupId={group._id} />
        </Stack>
      )}
    </AdminDetailPage>
  );
}
