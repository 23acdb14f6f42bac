import { Anchor, Badge, Group, Stack, Table, Text } from '@mantine/core';
import { Link } from 'react-router';
import { adminMeta } from '@/core/client/admin/admin-meta';
import { AdminPage } from '@/core/client/admin/admin-page';
import { useQuery } from '@/core/client/graphql-client/use-query';
import { QueryState } from '@/core/client/states/query-state';
import { useFormat } from '@/core/client/use-format';
import { useTranslation } from '@/core/client/use-translation';
import { templatePath } from '../mail-paths';
import { MailProviderGate } from '../mail-provider-gate';
import { ADMIN_MAIL_TEMPLATES } from './template-operations';

export const meta = adminMeta('mail-admin:templates.title');

/** /_admin/{provider}/templates: every template, its languages, English subject and last change. */
export function Component() {
  const { t } = useTranslation('mail-admin');
  return (
    <AdminPage permission="MailjetTemplate:list" title={t('templates.title')} width="full">
      <MailProviderGate>{(provider) => <TemplateTable provider={provider.name} />}</MailProviderGate>
    </AdminPage>
  );
}

function TemplateTable(props: { provider: string }) {
  const { t } = useTranslation('mail-admin');
  const format = useFormat();
  const { data, loading, error } = useQuery(ADMIN_MAIL_TEMPLATES, { fetchPolicy: 'cache-and-network' });
  const list = data?.adminMailTemplates;
  return (
    <QueryState loading={loading && !list} error={error} data={list}>
      {() => (
        <Stack gap="md">
          <Text c="gray.7">{t(`templates.source.${list!.source}`)}</Text>
          {list!.items.length === 0 ? (
            <Text>{t('templates.empty')}</Text>
          ) : (
            <Table.ScrollContainer minWidth={640}>
              <Table striped highlightOnHover verticalSpacing="xs" aria-label={t('templates.title')}>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th scope="col">{t('templates.name')}</Table.Th>
                    <Table.Th scope="col">{t('templates.languages')}</Table.Th>
                    <Table.Th scope="col">{t('templates.subject')}</Table.Th>
                    <Table.Th scope="col">{t('templates.updatedAt')}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {list!.items.map((template) => (
                    <Table.Tr key={template.name}>
                      <Table.Td>
                        <Anchor component={Link} to={templatePath(props.provider, template.name)} fw={600}>
                          {template.name}
                        </Anchor>
                      </Table.Td>
                      <Table.Td>
                        <Group gap={4}>
                          {template.languages.map((lang) => (
                            <Badge key={lang} variant="light" tt="none" title={format.languageName(lang)}>
                              {lang}
                            </Badge>
                          ))}
                        </Group>
                      </Table.Td>
                      <Table.Td>{template.subject || '—'}</Table.Td>
                      <Table.Td>{template.updatedAt ? format.dateTime(template.updatedAt) : '—'}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          )}
        </Stack>
      )}
    </QueryState>
  );
}
