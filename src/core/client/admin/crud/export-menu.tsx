import { useApolloClient } from '@apollo/client/react';
import { Button, Menu } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdminListInput } from '../../../shared/admin-list';
import { numberFormat } from '../../../shared/intl-formats';
import {
  type AdminClientEntity,
  type AdminItem,
  documentsOf,
  type ExportedFile,
} from './admin-client-entity';
import { notifyAdmin } from './admin-notify';

/** Saves a text as a file through a temporary link, as a download. */
function download(file: ExportedFile) {
  const url = URL.createObjectURL(new Blob([file.content], { type: `${file.mediaType};charset=utf-8` }));
  const link = document.createElement('a');
  link.href = url;
  link.download = file.filename;
  document.body.append(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
}

/** Downloads the list as it is filtered and sorted now (every page), as CSV or JSON. */
export function ExportMenu(props: { entity: AdminClientEntity<AdminItem>; input: AdminListInput }) {
  const { t, i18n } = useTranslation('admin');
  const apollo = useApolloClient();
  const [busy, setBusy] = useState(false);
  const run = async (format: 'csv' | 'json') => {
    setBusy(true);
    try {
      const { data } = await apollo.query({
        query: documentsOf(props.entity).export,
        variables: { list: { ...props.input, page: null, limit: null }, format },
        fetchPolicy: 'no-cache',
      });
      if (!data) throw new Error('no export');
      download(data.file);
      const count = numberFormat(i18n.language).format(data.file.count);
      notifyAdmin('success', t(data.file.truncated ? 'crud.exportTruncated' : 'crud.exported', { count }));
    } catch {
      notifyAdmin('error', t('crud.exportFailed'));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Menu position="bottom-end">
      <Menu.Target>
        <Button variant="default" loading={busy}>
          {t('crud.export')}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item onClick={() => run('csv')}>{t('crud.exportCsv')}</Menu.Item>
        <Menu.Item onClick={() => run('json')}>{t('crud.exportJson')}</Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
