import { Badge, Group } from '@mantine/core';
import { adminMeta } from '@/core/client/admin/admin-meta';
import { AdminListPage } from '@/core/client/admin/crud/admin-list-page';
import { useFormat } from '@/core/client/use-format';
import { useTranslation } from '@/core/client/use-translation';
import { displayName, type UserItem, userEntity } from './user-entity';
import { languageLabel, UserStatusBadge } from './user-labels';

export const meta = adminMeta('user-admin:users.title');

/** /_admin/users: accounts, searchable and filterable, with bulk state changes and export. */
export function Component() {
  const { t } = useTranslation('user-admin');
  const format = useFormat();
  const bulk = (action: string, color?: string) => ({
    action,
    label: t(`users.bulk.${action}`),
    permission: 'User:update' as const,
    color,
    confirm: (count: number) => t(`users.bulk.${action}Confirm`, { count }),
  });
  return (
    <AdminListPage<UserItem>
      entity={userEntity}
      title={t('users.title')}
      creatable
      exportable
      columns={[
        { key: 'email', label: t('users.email'), render: (user) => user.email },
        { key: 'name', label: t('users.name'), render: (user) => displayName(user) ?? '—' },
        {
          key: 'status',
          label: t('users.status'),
          render: (user) => <UserStatusBadge status={user.status} />,
        },
        {
          key: 'emailVerified',
          label: t('users.emailVerified'),
          render: (user) =>
            user.emailVerifiedAt ? t('crud.yes', { ns: 'admin' }) : t('crud.no', { ns: 'admin' }),
        },
        {
          key: 'language',
          label: t('users.language'),
          render: (user) => (user.language ? languageLabel(user.language) : '—'),
        },
        {
          key: 'roles',
          label: t('users.roles'),
          render: (user) => (
            <Group gap={4}>
              {user.roles.map((role) => (
                <Badge key={role._id} variant="outline" size="sm" miw="max-content">
                  {role.name}
                </Badge>
              ))}
            </Group>
          ),
        },
        {
          key: 'createdAt',
          label: t('users.createdAt'),
          render: (user) => format.dateTime(user.createdAt, { time: false }),
        },
        {
          key: 'lastLoginAt',
          label: t('users.lastLoginAt'),
          render: (user) =>
            user.lastLoginAt ? format.dateTime(user.lastLoginAt, { time: false }) : t('users.never'),
        },
      ]}
      filters={[
        { key: 'email', label: t('users.email') },
        { key: 'status', label: t('users.status'), optionLabel: (status) => t(`users.statuses.${status}`) },
        { key: 'emailVerified', label: t('users.emailVerified') },
        { key: 'language', label: t('users.language'), optionLabel: languageLabel },
        { key: 'roles', label: t('users.roles') },
        { key: 'createdAt', label: t('users.createdAt') },
        { key: 'lastLoginAt', label: t('users.lastLoginAt') },
      ]}
      bulkActions={[bulk('activate'), bulk('verifyEmail'), bulk('unlock'), bulk('lock', 'red')]}
    />
  );
}
