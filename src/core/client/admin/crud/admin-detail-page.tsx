import { Anchor, Button, Group, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { useQuery } from '@/core/client/graphql-client/use-query';
import { useCurrentUser } from '@/core/client/guards/use-current-user';
import { QueryState } from '@/core/client/states/query-state';
import { useTranslation } from '@/core/client/use-translation';
import { adminPermission } from '@/core/shared/admin-permission';
import type { Permission } from '@/core/shared/permissions';
import { AdminPage } from '../admin-page';
import { type AdminClientEntity, type AdminItem, documentsOf } from './admin-client-entity';
import { RecordHistory } from './record-history';

/** Label and value pairs of a record, as a definition list. */
export function DetailFields(props: { rows: [label: string, value: ReactNode][] }) {
  return (
    <Paper withBorder radius="md" p="md">
      <SimpleGrid component="dl" cols={{ base: 1, sm: 2 }} spacing="md" m={0}>
        {props.rows.map(([label, value]) => (
          <div key={label}>
            <Text component="dt" size="sm" c="gray.7">
              {label}
            </Text>
            <Text component="dd" m={0} fw={500} style={{ overflowWrap: 'anywhere' }}>
              {value ?? '—'}
            </Text>
          </div>
        ))}
      </SimpleGrid>
    </Paper>
  );
}

/**
 * An entity's record page (`/{_id}`): its fields, an Edit button for holders of
 * `<Entity>:update`, and the record's history for holders of `AuditLog:list`. Needs
 * `<Entity>:read`; an unknown id shows the not-found screen.
 */
export function AdminDetailPage<Item extends AdminItem>(props: {
  entity: AdminClientEntity<Item>;
  /** Translated title of the list, for the way back. */
  listTitle: string;
  /** Shows Edit (to holders of `<Entity>:update`); a function tells it per record (a closed account). */
  editable?: boolean | ((item: Item) => boolean);
  /** Needed to see the page: `<Entity>:read` unless the entity says otherwise. */
  permission?: Permission;
  children: (item: Item) => ReactNode;
}) {
  const { entity } = props;
  const { t } = useTranslation('admin');
  const { id = '' } = useParams();
  const { can } = useCurrentUser();
  const { data, loading, error } = useQuery(documentsOf(entity).item, {
    variables: { id },
    fetchPolicy: 'cache-and-network',
  });
  const item = data?.item as Item | null | undefined;
  return (
    <AdminPage
      permission={props.permission ?? adminPermission(entity, 'read')}
      title={item ? entity.titleOf(item) : props.listTitle}
      actions={
        item &&
        (typeof props.editable === 'function' ? props.editable(item) : props.editable) &&
        can(adminPermission(entity, 'update')) && (
          <Button component={Link} to={`${entity.path}/${item._id}/edit`} autoContrast>
            {t('crud.edit')}
          </Button>
        )
      }
    >
      <QueryState loading={loading && !data} error={error} data={data} notFound={data !== undefined && !item}>
        {() => (
          <Stack gap="lg">
            <Group>
              <Anchor component={Link} to={entity.path} size="sm">
                ← {props.listTitle}
              </Anchor>
            </Group>
            {props.children(item!)}
            {can('AuditLog:list') && <RecordHistory entity={entity.name} entityId={item!._id} />}
          </Stack>
        )}
      </QueryState>
    </AdminPage>
  );
}
