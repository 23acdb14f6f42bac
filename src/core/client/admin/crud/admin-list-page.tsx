import { Anchor, Box, Button, Group, LoadingOverlay, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router';
import { useQuery } from '@/core/client/graphql-client/use-query';
import { useCurrentUser } from '@/core/client/guards/use-current-user';
import { QueryState } from '@/core/client/states/query-state';
import { useFormat } from '@/core/client/use-format';
import { useTranslation } from '@/core/client/use-translation';
import { adminPermission } from '@/core/shared/admin-permission';
import { AdminPage } from '../admin-page';
import { type AdminBulkActionDef, AdminBulkBar } from './admin-bulk-bar';
import { type AdminClientEntity, type AdminItem, documentsOf } from './admin-client-entity';
import { type AdminFilter, AdminListFilters } from './admin-list-filters';
import { AdminPagination } from './admin-pagination';
import { type AdminColumn, AdminTable } from './admin-table';
import { ExportMenu } from './export-menu';
import { ImportDialog } from './import-dialog';
import { type AdminListParams, useAdminListParams } from './use-admin-list-params';
import { useTypedValue } from './use-typed-value';

export interface AdminListPageProps<Item extends AdminItem> {
  entity: AdminClientEntity<Item>;
  /** Translated page title. */
  title: string;
  columns: AdminColumn<Item>[];
  filters?: AdminFilter[];
  bulkActions?: AdminBulkActionDef[];
  /** Shows Create (with `<Entity>:create`). */
  creatable?: boolean;
  /** The file columns: shows Import (with `<Entity>:create`). */
  importHeaders?: readonly string[];
  /** Shows Export. */
  exportable?: boolean;
  /**
   * A moderation list (its `status` filter has `pending`, its sorts `queue`): says how many wait,
   * with a link to the queue view, the pending ones with the longest waiting on top.
   */
  moderated?: boolean;
}

const PENDING = [{ key: 'status', value: 'pending' }];

/** "Waiting for a decision: 12", and the link to the queue view: pending only, the longest waiting first. */
function WaitingCount(props: { path: string; count: number | undefined }) {
  const { t } = useTranslation('admin');
  const format = useFormat();
  if (props.count === undefined) return null;
  return (
    <Group gap="sm">
      <Text fw={600}>{t('crud.waiting', { value: format.number(props.count) })}</Text>
      {props.count > 0 && (
        <Anchor component={Link} to={`${props.path}?status=pending&sort=queue`} size="sm">
          {t('crud.queueView')}
        </Anchor>
      )}
    </Group>
  );
}

function SearchBox(props: { params: AdminListParams }) {
  const { t } = useTranslation('admin');
  const [text, setText] = useTypedValue(props.params.input.q ?? '', props.params.setQuery);
  return (
    <TextInput
      type="search"
      aria-label={t('crud.search')}
      placeholder={t('crud.search')}
      value={text}
      maxLength={100}
      w={{ base: '100%', sm: 280 }}
      onChange={(event) => setText(event.currentTarget.value)}
    />
  );
}

/**
 * An entity's list page: search, filters, sortable columns, pages, bulk actions, export and
 * import, all driven by the URL. Needs `<Entity>:list` (the server checks again).
 */
export function AdminListPage<Item extends AdminItem>(props: AdminListPageProps<Item>) {
  return (
    <AdminPage permission={adminPermission(props.entity, 'list')} title={props.title} width="full">
      <AdminList {...props} />
    </AdminPage>
  );
}

function AdminList<Item extends AdminItem>(props: AdminListPageProps<Item>) {
  const { t } = useTranslation('admin');
  const { entity } = props;
  const { can } = useCurrentUser();
  const params = useAdminListParams(entity.list);
  const [selection, setSelection] = useState<Set<string>>(new Set());
  const [importing, setImporting] = useState(false);
  const { data, previousData, loading, error, refetch } = useQuery(documentsOf(entity).list, {
    variables: { list: params.input },
    fetchPolicy: 'cache-and-network',
  });
  const page = (data ?? previousData)?.page;
  const waiting = useQuery(documentsOf(entity).list, {
    variables: { list: { filters: PENDING, sort: 'queue', limit: 10 } },
    fetchPolicy: 'cache-and-network',
    skip: !props.moderated,
  });
  const bulkActions = (props.bulkActions ?? []).filter((action) => can(action.permission));
  const untyped = entity as unknown as AdminClientEntity<AdminItem>;

  return (
    <Stack gap="md">
      <Group justify="space-between" wrap="wrap" gap="sm">
        <SearchBox params={params} />
        <Group gap="sm">
          {props.exportable && <ExportMenu entity={untyped} input={params.input} />}
          {props.importHeaders && can(adminPermission(entity, 'create')) && (
            <Button variant="default" onClick={() => setImporting(true)}>
              {t('crud.import.open')}
            </Button>
          )}
          {props.creatable && can(adminPermission(entity, 'create')) && (
            <Button component={Link} to={`${entity.path}/create`} autoContrast>
              {t('crud.create')}
            </Button>
          )}
        </Group>
      </Group>
      {props.moderated && (
        <WaitingCount
          path={entity.path}
          count={(waiting.data ?? waiting.previousData)?.page.pageInfo.count}
        />
      )}
      <AdminListFilters filters={props.filters ?? []} columns={entity.list.columns} params={params} />
      <AdminBulkBar
        entity={untyped}
        actions={bulkActions}
        selection={selection}
        onClear={() => setSelection(new Set())}
        onDone={() => {
          setSelection(new Set());
          void refetch();
          if (props.moderated) void waiting.refetch();
        }}
      />
      <QueryState loading={loading && !page} error={page ? undefined : error} data={page}>
        {() => (
          <Box pos="relative">
            <LoadingOverlay
              visible={loading}
              zIndex={10}
              overlayProps={{ blur: 1 }}
              loaderProps={{ size: 'sm' }}
            />
            {page!.items.length === 0 ? (
              <Stack align="flex-start" gap="xs" py="lg">
                <Text>{params.narrowed ? t('crud.emptyFiltered') : t('crud.empty')}</Text>
                {params.narrowed && (
                  <Button variant="subtle" onClick={params.clearAll}>
                    {t('crud.clearFilters')}
                  </Button>
                )}
              </Stack>
            ) : (
              <AdminTable
                entity={entity}
                items={page!.items}
                columns={props.columns}
                params={params}
                selection={bulkActions.length > 0 ? selection : null}
                onSelectionChange={setSelection}
              />
            )}
            <AdminPagination pageInfo={page!.pageInfo} params={params} />
          </Box>
        )}
      </QueryState>
      {props.importHeaders && (
        <ImportDialog
          entity={untyped}
          headers={props.importHeaders}
          opened={importing}
          onClose={() => setImporting(false)}
          onImported={() => void refetch()}
        />
      )}
    </Stack>
  );
}
