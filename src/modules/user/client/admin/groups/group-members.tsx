import { Anchor, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { adminGraphql } from '@/core/client/graphql/admin-graphql';
import { useQuery } from '@/core/client/graphql-client/use-query';
import { useCurrentUser } from '@/core/client/guards/use-current-user';
import { useTranslation } from '@/core/client/use-translation';

const ADMIN_GROUP_MEMBERS = adminGraphql(`
  query AdminGroupMembers($id: ID!) {
    adminGroup(id: $id) { _id memberCount members { _id email firstName lastName } }
  }
`);

/** The group's first 50 members by address, each linking to the account (for User:read holders). */
export function GroupMembers(props: { groupId: string }) {
  const { t } = useTranslation('user-admin');
  const { can } = useCurrentUser();
  const { data } = useQuery(ADMIN_GROUP_MEMBERS, {
    variables: { id: props.groupId },
    fetchPolicy: 'cache-and-network',
  });
  const group = data?.adminGroup;
  if (!group) return null;
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="group-members">
      <Stack gap="sm">
        <Title order={2} size="h4" id="group-members">
          {t('groups.members')}
        </Title>
        {group.members.length === 0 ? (
          <Text size="sm">{t('groups.noMember')}</Text>
        ) : (
          <Table.ScrollContainer minWidth={400}>
            <Table verticalSpacing="xs" striped>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">{t('users.email')}</Table.Th>
                  <Table.Th scope="col">{t('users.name')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {group.members.map((member) => (
                  <Table.Tr key={member._id}>
                    <Table.Td>
                      {can('User:read') ? (
                        <Anchor component={Link} to={`/_admin/users/${member._id}`}>
                          {member.email}
                        </Anchor>
                      ) : (
                        member.email
                      )}
                    </Table.Td>
                    <Table.Td>
                      {[member.firstName, member.lastName].filter(Boolean).join(' ') || '—'}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
        {group.memberCount > group.members.length && (
          <Text size="sm" c="gray.7">
            {t('groups.membersShown', { shown: group.members.length, count: group.memberCount })}
          </Text>
        )}
      </Stack>
    </Paper>
  );
}
