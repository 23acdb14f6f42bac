import { Button, Menu } from '@mantine/core';
import { useState } from 'react';
import { useFormat } from '@/core/client/use-format';
import { useTranslation } from '@/core/client/use-translation';
import type { AdminListInput } from '@/core/shared/admin-list';
import type { AdminClientEntity, AdminItem } from './admin-client-entity';
import { downloadExport } from './admin-file-transfer';
import { notifyAdmin } from './admin-notify';

/** Downloads the list as it is filtered and sorted now (every page), as CSV or JSON. */
export function ExportMenu(props: { entity: AdminClientEntity<AdminItem>; input: AdminListInput }) {
  const { t } = useTranslation('admin');
  const { number } = useFormat();
  const [busy, setBusy] = useState(false);
  const run = async (format: 'csv' | 'json') => {
    setBusy(true);
    try {
      const file = await downloadExport(
        props.entity.plural,
        { ...props.input, page: null, limit: null },
        format,
      );
      const count = number(file.count);
      notifyAdmin('success', t(file.truncated ? 'crud.exportTruncated' : 'crud.exported', { count }));
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
