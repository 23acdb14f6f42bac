import '@mantine/charts/styles.layer.css';
import { SegmentedControl, SimpleGrid, Stack, Text } from '@mantine/core';
import { useSearchParams } from 'react-router';
import { adminMeta } from '@/core/client/admin/admin-meta';
import { AdminPage } from '@/core/client/admin/admin-page';
import { adminGraphql } from '@/core/client/graphql/admin-graphql';
import { useQuery } from '@/core/client/graphql-client/use-query';
import { QueryState } from '@/core/client/states/query-state';
import { useFormat } from '@/core/client/use-format';
import { useTranslation } from '@/core/client/use-translation';
import { USER_STATS_DEFAULT_PERIOD, USER_STATS_PERIODS } from '@/modules/user/shared/admin/user-stats';
import { languageLabel } from './user-labels';
import { ChartCard, CountBars, CountDonut, DailyChart, FigureCards } from './user-stats-charts';

const ADMIN_USER_STATS = adminGraphql(`
  query AdminUserStats($days: Int) {
    adminUserStats(days: $days) {
      days registrations { date count } activeUsers { lastDay lastWeek lastMonth }
      statuses { key count } languages { key count } signInMethods { key count }
    }
  }
`);

const STATUS_COLORS: Record<string, string> = {
  active: 'green.7',
  pending: 'yellow.6',
  locked: 'red.7',
  closed: 'gray.6',
};
const METHOD_COLORS: Record<string, string> = { password: 'blue.7', google: 'red.7', facebook: 'indigo.7' };

export const meta = adminMeta('user-admin:stats.title');

/** /_admin/users/stats: registrations over time, active accounts, languages, sign-in methods. */
export function Component() {
  const { t } = useTranslation('user-admin');
  const [search, setSearch] = useSearchParams();
  const asked = Number(search.get('days'));
  const days = (USER_STATS_PERIODS as readonly number[]).includes(asked) ? asked : USER_STATS_DEFAULT_PERIOD;
  return (
    <AdminPage permission="User:stat" title={t('stats.title')} width="full">
      <SegmentedControl
        aria-label={t('stats.period')}
        value={String(days)}
        onChange={(value) => setSearch(value === String(USER_STATS_DEFAULT_PERIOD) ? {} : { days: value })}
        data={USER_STATS_PERIODS.map((period) => ({
          value: String(period),
          label: t('stats.days', { count: period }),
        }))}
        style={{ alignSelf: 'flex-start' }}
      />
      <UserStatsFigures days={days} />
    </AdminPage>
  );
}

function UserStatsFigures(props: { days: number }) {
  const { t } = useTranslation('user-admin');
  const { data, previousData, loading, error } = useQuery(ADMIN_USER_STATS, {
    variables: { days: props.days },
    fetchPolicy: 'cache-and-network',
  });
  const stats = (data ?? previousData)?.adminUserStats;
  const format = useFormat();
  return (
    <QueryState loading={loading && !stats} error={stats ? undefined : error} data={stats}>
      {() => {
        const { registrations, activeUsers, statuses, languages, signInMethods } = stats!;
        const total = statuses.reduce((sum, status) => sum + status.count, 0);
        const registered = registrations.reduce((sum, entry) => sum + entry.count, 0);
        return (
          <Stack gap="lg">
            <FigureCards
              figures={[
                [t('stats.accounts'), format.number(total)],
                [t('stats.activeDay'), format.number(activeUsers.lastDay)],
                [t('stats.activeWeek'), format.number(activeUsers.lastWeek)],
                [t('stats.activeMonth'), format.number(activeUsers.lastMonth)],
              ]}
            />
            <ChartCard
              title={t('stats.registrations', { count: props.days, total: format.number(registered) })}
            >
              <DailyChart
                caption={t('stats.registrationsTable')}
                seriesLabel={t('stats.newAccounts')}
                rows={registrations.map((entry) => ({
                  label: format.date(entry.date, 'dayMonth'),
                  count: entry.count,
                }))}
              />
            </ChartCard>
            <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
              <ChartCard title={t('stats.statuses')}>
                <CountDonut
                  total={format.number(total)}
                  rows={statuses.map((status) => ({
                    label: t(`users.statuses.${status.key}`),
                    count: status.count,
                    color: STATUS_COLORS[status.key] ?? 'gray.6',
                  }))}
                />
              </ChartCard>
              <ChartCard title={t('stats.signInMethods')}>
                <CountDonut
                  total=""
                  rows={signInMethods.map((method) => ({
                    label: t(`users.methods.${method.key}`),
                    count: method.count,
                    color: METHOD_COLORS[method.key] ?? 'gray.6',
                  }))}
                />
                <Text size="xs" c="gray.7">
                  {t('stats.signInMethodsHelp')}
                </Text>
              </ChartCard>
            </SimpleGrid>
            <ChartCard title={t('stats.languages')}>
              <CountBars
                caption={t('stats.languages')}
                seriesLabel={t('stats.openAccounts')}
                rows={languages.map((language) => ({
                  label: language.key ? languageLabel(language.key) : t('stats.noLanguage'),
                  count: language.count,
                }))}
              />
            </ChartCard>
          </Stack>
        );
      }}
    </QueryState>
  );
}
