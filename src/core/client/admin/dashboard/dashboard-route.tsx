import '@mantine/charts/styles.layer.css';
import { Sparkline } from '@mantine/charts';
import { Alert, Anchor, Box, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import type { ResultOf } from 'gql.tada';
import { Link } from 'react-router';
import { DATA_QUERY, settingsMap } from '@/core/client/data-query';
import { adminGraphql } from '@/core/client/graphql/admin-graphql';
import { useQuery } from '@/core/client/graphql-client/use-query';
import { QueryState } from '@/core/client/states/query-state';
import { useFormat } from '@/core/client/use-format';
import { useTranslation } from '@/core/client/use-translation';
import { hasPermission } from '@/core/shared/permissions';
import { adminMeta } from '../admin-meta';
import { AdminPage } from '../admin-page';
import { RECENT_ACTIVITY_FIELDS, RecentActivity } from './recent-activity';

const ADMIN_DASHBOARD = adminGraphql(
  `query AdminDashboard {
    adminDashboard {
      stats { label total weekly link attention }
      ...RecentActivityFields
    }
  }`,
  [RECENT_ACTIVITY_FIELDS],
);

type DashboardStat = ResultOf<typeof ADMIN_DASHBOARD>['adminDashboard']['stats'][number];

export const meta = adminMeta('dashboard.title');

/** /_admin/dashboard: the site's and the modules' figures with their trends, and the latest activity. */
export function Component() {
  const { t } = useTranslation('admin');
  return (
    <AdminPage permission="Dashboard:view" title={t('dashboard.title')} width="full">
      <Dashboard />
    </AdminPage>
  );
}

function StatTile(props: { stat: DashboardStat }) {
  const { t } = useTranslation('admin');
  const { stat } = props;
  const format = useFormat();
  const thisWeek = stat.weekly.at(-1) ?? 0;
  const alarming = stat.attention && stat.total > 0;
  return (
    <Paper
      component="li"
      withBorder
      p="md"
      radius="md"
      style={alarming ? { borderColor: 'var(--mantine-color-red-6)' } : undefined}
    >
      <Stack gap={4}>
        <Text size="sm" c="gray.7">
          {t(stat.label)}
        </Text>
        <Text fw={700} fz={28} c={alarming ? 'red.8' : undefined}>
          {format.number(stat.total)}
        </Text>
        {/* A picture of the weekly counts; the text below says the latest. Inert: the chart's
            SVG would otherwise take the keyboard focus. */}
        <Box inert>
          <Sparkline
            h={40}
            data={stat.weekly}
            curveType="linear"
            color={alarming ? 'red' : 'teal'}
            fillOpacity={0.3}
            strokeWidth={1.5}
          />
        </Box>
        <Text size="xs" c="gray.7">
          {t('dashboard.thisWeek', { count: thisWeek, value: format.number(thisWeek) })}
        </Text>
        {stat.link && (
          <Anchor component={Link} to={stat.link} size="sm">
            {t('dashboard.open')}
          </Anchor>
        )}
      </Stack>
    </Paper>
  );
}

/**
 * Whether search engines may index the site (ENABLE_SEO_INDEX, off until the setup or an
 * administrator turns it on), with the way to the setting: an unindexed site is invisible.
 */
function IndexingState() {
  const { t } = useTranslation('admin');
  const { data } = useQuery(DATA_QUERY);
  if (!data) return null;
  const indexed = settingsMap(data.settings.items).ENABLE_SEO_INDEX === true;
  // The way to the setting, for those who may open the settings (an editor sees the state only).
  const maySetIt = hasPermission(data.me.item?.permissions ?? [], 'Setting:list');
  return (
    <Alert
      color={indexed ? 'green' : 'yellow'}
      variant="light"
      title={t(indexed ? 'dashboard.indexing.on' : 'dashboard.indexing.off')}
    >
      <Stack gap={4}>
        <Text size="sm">{t(indexed ? 'dashboard.indexing.onText' : 'dashboard.indexing.offText')}</Text>
        {maySetIt && (
          <Anchor component={Link} to="/_admin/settings" size="sm">
            {t('dashboard.indexing.change')}
          </Anchor>
        )}
      </Stack>
    </Alert>
  );
}

function Dashboard() {
  const { data, loading, error } = useQuery(ADMIN_DASHBOARD, { fetchPolicy: 'cache-and-network' });
  const board = data?.adminDashboard;
  return (
    <QueryState loading={loading && !board} error={board ? undefined : error} data={board}>
      {() => (
        <Stack gap="xl">
          <IndexingState />
          <SimpleGrid
            cols={{ base: 1, xs: 2, md: 3, lg: 4 }}
            component="ul"
            m={0}
            p={0}
            style={{ listStyle: 'none' }}
          >
            {board!.stats.map((stat) => (
              <StatTile key={stat.label} stat={stat} />
            ))}
          </SimpleGrid>
          <RecentActivity board={board!} />
        </Stack>
      )}
    </QueryState>
  );
}
