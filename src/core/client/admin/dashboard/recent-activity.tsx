import { Anchor, Badge, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { ResultOf } from 'gql.tada';
import { Link } from 'react-router';
import { adminGraphql } from '@/core/client/graphql/admin-graphql';
import { useCurrentUser } from '@/core/client/guards/use-current-user';
import { useFormat } from '@/core/client/use-format';
import { useTranslation } from '@/core/client/use-translation';
import { AUDIT_PATH, useAuditActionLabel } from '../audit/audit-entity';

/** What the dashboard reads for the latest writes and accounts. */
export const RECENT_ACTIVITY_FIELDS = adminGraphql(`
  fragment RecentActivityFields on Dashboard {
    recentActivity { _id actorEmail entity entityId action createdAt }
    newAccounts { _id email createdAt activated }
  }
`);

/** The latest admin writes and the latest accounts, each shown only to who may list them. */
export function RecentActivity(props: { board: ResultOf<typeof RECENT_ACTIVITY_FIELDS> }) {
  const { t } = useTranslation('admin');
  const { can } = useCurrentUser();
  const actionLabel = useAuditActionLabel();
  const format = useFormat();
  const { recentActivity, newAccounts } = props.board;
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }}>
      {can('AuditLog:list') && (
        <Paper withBorder p="md" radius="md" component="section" aria-labelledby="dashboard-activity">
          <Title order={2} size="h4" id="dashboard-activity" mb="sm">
            {t('dashboard.activity')}
          </Title>
          {recentActivity.length === 0 ? (
            <Text size="sm">{t('dashboard.noActivity')}</Text>
          ) : (
            <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
              {recentActivity.map((entry) => (
                <li key={entry._id}>
                  <Anchor component={Link} to={`${AUDIT_PATH}/${entry._id}`} size="sm">
                    {t('dashboard.activityLine', {
                      actor: entry.actorEmail ?? t('audit.system'),
                      action: actionLabel(entry.action),
                      entity: entry.entity,
                    })}
                  </Anchor>
                  <Text size="xs" c="gray.7">
                    {format.dateTime(entry.createdAt)}
                  </Text>
                </li>
              ))}
            </Stack>
          )}
        </Paper>
      )}
      {can('User:list') && (
        <Paper withBorder p="md" radius="md" component="section" aria-labelledby="dashboard-accounts">
          <Title order={2} size="h4" id="dashboard-accounts" mb="sm">
            {t('dashboard.newAccounts')}
          </Title>
          <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
            {newAccounts.map((account) => (
              <li key={account._id}>
                <Group gap="xs" wrap="nowrap">
                  <Anchor component={Link} to={`/_admin/users/${account._id}`} size="sm" truncate>
                    {account.email}
                  </Anchor>
                  {!account.activated && (
                    <Badge size="xs" variant="light" color="gray">
                      {t('dashboard.notActivated')}
                    </Badge>
                  )}
                </Group>
                <Text size="xs" c="gray.7">
                  {format.dateTime(account.createdAt)}
                </Text>
              </li>
            ))}
          </Stack>
        </Paper>
      )}
    </SimpleGrid>
  );
}
