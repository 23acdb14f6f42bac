import { gql, type TypedDocumentNode } from '@apollo/client';
import { useQuery } from '@apollo/client/react';
import { Paper, SimpleGrid, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { QueryState } from '../../states/query-state';
import { adminMeta } from '../admin-meta';
import { AdminPage } from '../admin-page';

interface DashboardCounts {
  users: number;
  activeSessions: number;
  mailsSent: number;
  mailsFailed: number;
  mailsStored: number;
  missingTranslations: number;
}

const ADMIN_DASHBOARD: TypedDocumentNode<{ adminDashboard: DashboardCounts }> = gql`
  query AdminDashboard {
    adminDashboard { users activeSessions mailsSent mailsFailed mailsStored missingTranslations }
  }
`;

const TILES: (keyof DashboardCounts)[] = [
  'users',
  'activeSessions',
  'mailsSent',
  'mailsFailed',
  'mailsStored',
  'missingTranslations',
];

export const meta = adminMeta('dashboard.title');

/** /_admin/dashboard: the platform's counts (modules add theirs later). */
export function Component() {
  const { t } = useTranslation('admin');
  return (
    <AdminPage permission="Dashboard:view" title={t('dashboard.title')}>
      <DashboardTiles />
    </AdminPage>
  );
}

function DashboardTiles() {
  const { t, i18n } = useTranslation('admin');
  const { data, loading, error } = useQuery(ADMIN_DASHBOARD);
  const number = new Intl.NumberFormat(i18n.language);
  return (
    <QueryState loading={loading} error={error} data={data?.adminDashboard}>
      {() => (
        <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} component="dl" m={0}>
          {TILES.map((tile) => (
            <Paper key={tile} withBorder p="md" radius="md">
              <Text component="dt" size="sm" c="gray.7">
                {t(`dashboard.${tile}`)}
              </Text>
              <Text component="dd" m={0} fw={700} fz={28}>
                {number.format(data!.adminDashboard[tile])}
              </Text>
            </Paper>
          ))}
        </SimpleGrid>
      )}
    </QueryState>
  );
}
