import { Alert, Anchor, Badge, Button, FileInput, Group, Stack, Table, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { adminMeta } from '@/core/client/admin/admin-meta';
import { AdminPage } from '@/core/client/admin/admin-page';
import { useErrorText } from '@/core/client/form/use-error-text';
import { useQuery } from '@/core/client/graphql-client/use-query';
import { useFormat } from '@/core/client/use-format';
import { useTranslation } from '@/core/client/use-translation';
import { ADMIN_SCHOOL_IMPORTS } from './school-import.query';
import { uploadSchoolImport } from './upload-school-import';

export const meta = adminMeta('openschool-admin:import.title');

const ACCEPT = '.json,.geojson,.osm.json,.csv,.txt,application/json,application/geo+json,text/csv';

/**
 * /_admin/school-import: upload an OpenStreetMap extract or a school list, which opens its
 * preview (nothing is written before the operator imports it there), and the imports so far.
 */
export function Component() {
  const { t } = useTranslation('openschool-admin');
  const errorText = useErrorText();
  const navigate = useNavigate();
  const [file, setFile] = useState<File | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const upload = async () => {
    if (!file) return;
    setBusy(true);
    const answer = await uploadSchoolImport(file);
    setBusy(false);
    if (answer.success) navigate(`/_admin/school-import/${answer.id}`);
    else setError(errorText(answer.code) ?? null);
  };

  return (
    <AdminPage permission="School:publish" title={t('import.title')}>
      <Text>{t('import.intro')}</Text>
      <Group align="flex-end" wrap="wrap">
        <FileInput
          label={t('import.file')}
          description={t('import.fileHelp')}
          accept={ACCEPT}
          value={file}
          onChange={(chosen) => {
            setFile(chosen);
            setError(null);
          }}
          miw={280}
          clearable
        />
        <Button onClick={upload} disabled={!file} loading={busy}>
          {t('import.preview')}
        </Button>
      </Group>
      {error && (
        <Alert color="red" role="alert">
          {error}
        </Alert>
      )}
      <ImportHistory />
    </AdminPage>
  );
}

/** The imports so far, newest first: previews still open, and what each import wrote. */
function ImportHistory() {
  const { t } = useTranslation('openschool-admin');
  const format = useFormat();
  const { data } = useQuery(ADMIN_SCHOOL_IMPORTS, {
    variables: { page: 1 },
    fetchPolicy: 'cache-and-network',
  });
  const items = data?.imports.items ?? [];
  return (
    <Stack gap="xs">
      <Title order={2} size="h3">
        {t('import.history')}
      </Title>
      {items.length === 0 ? (
        <Text c="gray.7">{t('import.noHistory')}</Text>
      ) : (
        <Table.ScrollContainer minWidth={560}>
          <Table striped>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{t('import.dataset')}</Table.Th>
                <Table.Th scope="col">{t('import.file')}</Table.Th>
                <Table.Th scope="col">{t('import.uploadedAt')}</Table.Th>
                <Table.Th scope="col">{t('import.state')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {items.map((item) => (
                <Table.Tr key={item._id}>
                  <Table.Td>
                    <Anchor component={Link} to={`/_admin/school-import/${item._id}`}>
                      {item.datasetName}
                    </Anchor>
                  </Table.Td>
                  <Table.Td>{item.fileName}</Table.Td>
                  <Table.Td>{format.dateTime(item.createdAt)}</Table.Td>
                  <Table.Td>
                    {item.committedAt ? (
                      t('import.committedSummary', { created: item.created ?? 0, updated: item.updated ?? 0 })
                    ) : (
                      <Badge variant="outline" color="gray.8">
                        {t('import.inPreview')}
                      </Badge>
                    )}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Stack>
  );
}
