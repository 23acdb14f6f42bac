import { Anchor, Code, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { adminGraphql } from '@/core/client/graphql/admin-graphql';
import { useQuery } from '@/core/client/graphql-client/use-query';
import { useFormat } from '@/core/client/use-format';
import { useTranslation } from '@/core/client/use-translation';
import { recordChanges } from '@/core/shared/record-diff';
import { AUDIT_PATH, useAuditActionLabel } from '../audit/audit-entity';

const ADMIN_RECORD_HISTORY = adminGraphql(`
  query AdminRecordHistory($list: AdminListInput) {
    page: adminAuditLogs(list: $list) { pageInfo { count } items { _id action actorEmail createdAt before after } }
  }
`);

const SHOWN = 10;

/** The latest writes to one record, from the audit log: when, who, what, which fields. */
export function RecordHistory(props: { entity: string; entityId: string }) {
  const { t } = useTranslation('admin');
  const auditActionLabel = useAuditActionLabel();
  const format = useFormat();
  const filters = [
    { key: 'entity', value: props.entity },
    { key: 'entityId', value: props.entityId },
  ];
  const { data } = useQuery(ADMIN_RECORD_HISTORY, {
    variables: { list: { filters, limit: SHOWN } },
    fetchPolicy: 'cache-and-network',
  });
  const page = data?.page;
  if (!page) return null;
  const all = new URLSearchParams(filters.map((filter) => [filter.key, filter.value]));
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="record-history">
      <Stack gap="sm">
        <Title order={2} size="h4" id="record-history">
          {t('crud.history.title')}
        </Title>
        {page.items.length === 0 ? (
          <Text size="sm">{t('crud.history.empty')}</Text>
        ) : (
          <Table.ScrollContainer minWidth={480}>
            <Table verticalSpacing="xs">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">{t('audit.createdAt')}</Table.Th>
                  <Table.Th scope="col">{t('audit.actor')}</Table.Th>
                  <Table.Th scope="col">{t('audit.action')}</Table.Th>
                  <Table.Th scope="col">{t('audit.changes')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {page.items.map((entry) => (
                  <Table.Tr key={entry._id}>
                    <Table.Td>
                      <Anchor component={Link} to={`${AUDIT_PATH}/${entry._id}`}>
                        {format.dateTime(entry.createdAt)}
                      </Anchor>
                    </Table.Td>
                    <Table.Td>{entry.actorEmail ?? t('audit.system')}</Table.Td>
                    <Table.Td>{auditActionLabel(entry.action)}</Table.Td>
                    <Table.Td>
                      {recordChanges(entry.before, entry.after).map((change) => (
                        <Code key={change.field} mr={4}>
                          {change.field}
                        </Code>
                      ))}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
        {page.pageInfo.count > SHOWN && (
          <Anchor component={Link} to={`${AUDIT_PATH}?${all}`} size="sm">
            {t('crud.history.all', { count: page.pageInfo.count })}
          </Anchor>
        )}
      </Stack>
    </Paper>
  );
}
