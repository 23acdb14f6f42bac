import { Code, Paper, Table, Text, Title } from '@mantine/core';
import { useFormat } from '@/core/client/use-format';
import { useTranslation } from '@/core/client/use-translation';
import { recordChanges } from '@/core/shared/record-diff';
import { adminMeta } from '../admin-meta';
import { AdminDetailPage, DetailFields } from '../crud/admin-detail-page';
import { type AuditLogItem, auditLogEntity, useAuditActionLabel } from './audit-entity';

export const meta = adminMeta('audit.title');

const show = (value: unknown) => (value === undefined ? '—' : JSON.stringify(value, null, 1));

/** /_admin/audit/{_id}: one write, each changed field before and after. */
export function Component() {
  const { t } = useTranslation('admin');
  const actionLabel = useAuditActionLabel();
  const format = useFormat();
  return (
    <AdminDetailPage<AuditLogItem> entity={auditLogEntity} listTitle={t('audit.title')}>
      {(entry) => {
        const changes = recordChanges(entry.before, entry.after);
        return (
          <>
            <DetailFields
              rows={[
                [t('audit.createdAt'), format.dateTime(entry.createdAt, { date: 'full', time: 'medium' })],
                [t('audit.actor'), entry.actorEmail ?? t('audit.system')],
                [t('audit.entity'), entry.entity],
                [t('audit.entityId'), entry.entityId],
                [t('audit.action'), actionLabel(entry.action)],
              ]}
            />
            <Paper withBorder radius="md" p="md">
              <Title order={2} size="h4" mb="sm">
                {t('audit.changes')}
              </Title>
              {changes.length === 0 ? (
                <Text size="sm">{t('audit.noChange')}</Text>
              ) : (
                <Table.ScrollContainer minWidth={480}>
                  <Table verticalSpacing="xs" aria-label={t('audit.changes')}>
                    <Table.Thead>
                      <Table.Tr>
                        <Table.Th scope="col">{t('audit.field')}</Table.Th>
                        <Table.Th scope="col">{t('audit.before')}</Table.Th>
                        <Table.Th scope="col">{t('audit.after')}</Table.Th>
                      </Table.Tr>
                    </Table.Thead>
                    <Table.Tbody>
                      {changes.map((change) => (
                        <Table.Tr key={change.field}>
                          <Table.Td>
                            <Code>{change.field}</Code>
                          </Table.Td>
                          <Table.Td bg="red.0">
                            <Code block>{show(change.before)}</Code>
                          </Table.Td>
                          <Table.Td bg="green.0">
                            <Code block>{show(change.after)}</Code>
                          </Table.Td>
                        </Table.Tr>
                      ))}
                    </Table.Tbody>
                  </Table>
                </Table.ScrollContainer>
              )}
            </Paper>
          </>
        );
      }}
    </AdminDetailPage>
  );
}
