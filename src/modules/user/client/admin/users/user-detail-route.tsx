import { Alert, Anchor, Badge, Group, Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { adminMeta } from '@/core/client/admin/admin-meta';
import { AdminDetailPage, DetailFields } from '@/core/client/admin/crud/admin-detail-page';
import { useCurrentUser } from '@/core/client/guards/use-current-user';
import { useFormat } from '@/core/client/use-format';
import { useTranslation } from '@/core/client/use-translation';
import { type NamedRef, type UserItem, userEntity } from './user-entity';
import { languageLabel, UserStatusBadge } from './user-labels';

export const meta = adminMeta('user-admin:users.title');

/** Roles or groups as links to their pages (for holders of their list permission), else as badges. */
function RefList(props: { refs: NamedRef[]; path: string; linked: boolean; none: string }) {
  if (props.refs.length === 0) return props.none;
  return (
    <Group gap={6}>
      {props.refs.map((ref) =>
        props.linked ? (
          <Anchor key={ref._id} component={Link} to={`${props.path}/${ref._id}`}>
            {ref.name}
          </Anchor>
        ) : (
          <Badge key={ref._id} variant="outline">
            {ref.name}
          </Badge>
        ),
      )}
    </Group>
  );
}

/** /_admin/users/{_id}: an account, its states, roles, groups and history. Closed: read only. */
export function Component() {
  const { t } = useTranslation('user-admin');
  const { can } = useCurrentUser();
  const format = useFormat();
  const when = (value: string | null, otherwise: string): ReactNode =>
    value ? format.dateTime(value) : otherwise;
  return (
    <AdminDetailPage<UserItem>
      entity={userEntity}
      listTitle={t('users.title')}
      editable={(user) => user.status !== 'closed'}
    >
      {(user) => (
        <Stack gap="md">
          {user.status === 'closed' && (
            <Alert color="gray" title={t('users.closedTitle')}>
              {t('users.closedText')}
            </Alert>
          )}
          <DetailFields
            rows={[
              [t('users.email'), user.email],
              [t('users.status'), <UserStatusBadge key="status" status={user.status} />],
              [t('users.username'), user.username],
              [t('users.firstName'), user.firstName],
              [t('users.lastName'), user.lastName],
              [t('users.language'), user.language ? languageLabel(user.language) : null],
              [t('users.emailVerified'), when(user.emailVerifiedAt, t('users.notVerified'))],
              [t('users.activatedAt'), when(user.activatedAt, t('users.notActivated'))],
              [t('users.lockedAt'), when(user.lockedAt, t('users.notLocked'))],
              ...(user.closedAt
                ? [[t('users.closedAt'), when(user.closedAt, '')] as [string, ReactNode]]
                : []),
              [
                t('users.signInMethods'),
                user.signInMethods.length === 0
                  ? t('users.noSignInMethod')
                  : user.signInMethods.map((method) => t(`users.methods.${method}`)).join(', '),
              ],
              [t('users.lastLoginAt'), when(user.lastLoginAt, t('users.never'))],
              [
                t('users.roles'),
                <RefList
                  key="roles"
                  refs={user.roles}
                  path="/_admin/roles"
                  linked={can('Role:list')}
                  none={t('users.none')}
                />,
              ],
              [
                t('users.groups'),
                <RefList
                  key="groups"
                  refs={user.groups}
                  path="/_admin/groups"
                  linked={can('Group:read')}
                  none={t('users.none')}
                />,
              ],
              [t('users.createdAt'), when(user.createdAt, '')],
              [t('users.updatedAt'), when(user.updatedAt, '')],
            ]}
          />
        </Stack>
      )}
    </AdminDetailPage>
  );
}
