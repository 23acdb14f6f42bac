import { Code, Paper, Stack, Table, Tabs, Text, Title } from '@mantine/core';
import { useTranslation } from '@/core/client/use-translation';
import { HtmlPreview } from '../html-preview';
import type { MailTemplateDetail } from './template-operations';

/** The placeholders of the template and the sample each one is shown with. */
function VariablesTable(props: { variables: MailTemplateDetail['variables'] }) {
  const { t } = useTranslation('mail-admin');
  if (props.variables.length === 0) return <Text size="sm">{t('templates.noVariables')}</Text>;
  return (
    <Table withTableBorder verticalSpacing="xs" aria-label={t('templates.variables')}>
      <Table.Thead>
        <Table.Tr>
          <Table.Th scope="col">{t('templates.variable')}</Table.Th>
          <Table.Th scope="col">{t('templates.sample')}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {props.variables.map((variable) => (
          <Table.Tr key={variable.name}>
            <Table.Td>
              <Code>{`{{${variable.name}}}`}</Code>
            </Table.Td>
            <Table.Td style={{ overflowWrap: 'anywhere' }}>{variable.sample}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

/** The template filled with the samples (HTML in a sandboxed frame, then text), and its source. */
export function TemplatePreviewPanel(props: { template: MailTemplateDetail }) {
  const { t } = useTranslation('mail-admin');
  const { template } = props;
  return (
    <Stack gap="lg">
      <Paper withBorder radius="md" p="md">
        <Title order={2} size="h4" mb="sm">
          {t('templates.variables')}
        </Title>
        <VariablesTable variables={template.variables} />
      </Paper>
      <Paper withBorder radius="md" p="md">
        <Title order={2} size="h4" mb={4}>
          {t('templates.preview')}
        </Title>
        <Text mb="sm">
          <Text span c="gray.7">
            {t('templates.subject')}:{' '}
          </Text>
          <Text span fw={600}>
            {template.preview.subject}
          </Text>
        </Text>
        <Tabs defaultValue="html" keepMounted={false}>
          <Tabs.List mb="sm">
            <Tabs.Tab value="html">{t('templates.tabs.html')}</Tabs.Tab>
            <Tabs.Tab value="text">{t('templates.tabs.text')}</Tabs.Tab>
            <Tabs.Tab value="source">{t('templates.tabs.source')}</Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="html">
            <HtmlPreview
              html={template.preview.html}
              title={t('templates.htmlPreview', { name: template.name })}
            />
          </Tabs.Panel>
          <Tabs.Panel value="text">
            <Code block style={{ whiteSpace: 'pre-wrap' }}>
              {template.preview.text || t('templates.noText')}
            </Code>
          </Tabs.Panel>
          <Tabs.Panel value="source">
            <Stack gap="xs">
              <Text size="sm" c="gray.7">
                {t('templates.sourceHelp')}
              </Text>
              <Code block>{template.subject}</Code>
              <Code block style={{ whiteSpace: 'pre-wrap' }}>
                {template.html}
              </Code>
              <Code block style={{ whiteSpace: 'pre-wrap' }}>
                {template.text}
              </Code>
            </Stack>
          </Tabs.Panel>
        </Tabs>
      </Paper>
    </Stack>
  );
}
