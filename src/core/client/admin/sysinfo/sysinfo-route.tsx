import { Stack, Table, Title } from '@mantine/core';
import { adminGraphql } from '@/core/client/graphql/admin-graphql';
import { useQuery } from '@/core/client/graphql-client/use-query';
import { QueryState } from '@/core/client/states/query-state';
import { useFormat } from '@/core/client/use-format';
import { useTranslation } from '@/core/client/use-translation';
import { adminMeta } from '../admin-meta';
import { AdminPage } from '../admin-page';
import { formatBytes, formatUptime } from './format-bytes';

const ADMIN_SYSTEM_INFO = adminGraphql(`
  query AdminSystemInfo {
    systemInfo {
      appVersion nodeVersion databaseEngine databaseVersion databaseSizeBytes
      migrations { name appliedAt }
      uptimeSeconds memory { rssBytes heapUsedBytes heapTotalBytes }
      mailProvider imageHost pendingOutbox
    }
  }
`);

export const meta = adminMeta('sysinfo.title');

/** /_admin/sysinfo: versions, database, process, services in use, migrations applied. */
export function Component() {
  const { t } = useTranslation('admin');
  return (
    <AdminPage permission="SysInfo:list" title={t('sysinfo.title')}>
      <SystemInfoTables />
    </AdminPage>
  );
}

function SystemInfoTables() {
  const { t } = useTranslation('admin');
  const format = useFormat();
  const { data, loading, error } = useQuery(ADMIN_SYSTEM_INFO, { fetchPolicy: 'network-only' });
  return (
    <QueryState loading={loading} error={error} data={data?.systemInfo}>
      {() => {
        const info = data!.systemInfo;
        const bytes = (value: number) => formatBytes(value, format);
        const rows: [string, string][] = [
          [t('sysinfo.appVersion'), info.appVersion],
          [t('sysinfo.nodeVersion'), info.nodeVersion],
          [t('sysinfo.databaseEngine'), info.databaseEngine],
          [t('sysinfo.databaseVersion'), info.databaseVersion],
          [t('sysinfo.databaseSize'), bytes(info.databaseSizeBytes)],
          [t('sysinfo.uptime'), formatUptime(info.uptimeSeconds)],
          [t('sysinfo.memoryRss'), bytes(info.memory.rssBytes)],
          [
            t('sysinfo.memoryHeap'),
            `${bytes(info.memory.heapUsedBytes)} / ${bytes(info.memory.heapTotalBytes)}`,
          ],
          [t('sysinfo.mailProvider'), info.mailProvider],
          [t('sysinfo.imageHost'), info.imageHost],
          [t('sysinfo.pendingOutbox'), String(info.pendingOutbox)],
        ];
        return (
          <Stack gap="xl">
            <Table withTableBorder variant="vertical" layout="fixed">
              <Table.Tbody>
                {rows.map(([label, value]) => (
                  <Table.Tr key={label}>
                    <Table.Th w="35%" scope="row">
                      {label}
                    </Table.Th>
                    <Table.Td style={{ overflowWrap: 'anywhere' }}>{value}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
            <Stack gap="xs">
              <Title order={2} size="h3">
                {t('sysinfo.migrations', { count: info.migrations.length })}
              </Title>
              <Table withTableBorder striped>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th scope="col">{t('sysinfo.migrationName')}</Table.Th>
                    <Table.Th scope="col">{t('sysinfo.migrationAppliedAt')}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {info.migrations.map((migration) => (
                    <Table.Tr key={migration.name}>
                      <Table.Td>{migration.name}</Table.Td>
                      <Table.Td>{format.dateTime(migration.appliedAt)}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Stack>
          </Stack>
        );
      }}
    </QueryState>
  );
}
