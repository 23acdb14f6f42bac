import { Anchor, Checkbox, Table, UnstyledButton } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '@/core/client/use-translation';
import type { AdminClientEntity, AdminItem } from './admin-client-entity';
import type { AdminListParams } from './use-admin-list-params';

/** A column of an admin list: its key (the sort and filter key when the list spec has it). */
export interface AdminColumn<Item> {
  key: string;
  /** Already translated. */
  label: string;
  render(item: Item): ReactNode;
}

function SortHeader(props: { label: string; columnKey: string; params: AdminListParams }) {
  const { t } = useTranslation('admin');
  const { sort, setSort } = props.params;
  const direction =
    sort === props.columnKey ? 'ascending' : sort === `-${props.columnKey}` ? 'descending' : 'none';
  const next = direction === 'ascending' ? `-${props.columnKey}` : props.columnKey;
  return (
    <Table.Th scope="col" aria-sort={direction}>
      <UnstyledButton
        onClick={() => setSort(next)}
        fw={700}
        fz="sm"
        aria-label={t('crud.sortBy', { column: props.label })}
      >
        {props.label} {direction === 'ascending' ? '▲' : direction === 'descending' ? '▼' : '↕'}
      </UnstyledButton>
    </Table.Th>
  );
}

/**
 * The records of a page: a checkbox per row (and one for the page) when bulk actions exist,
 * sortable headers, the first column linking to the record.
 */
export function AdminTable<Item extends AdminItem>(props: {
  entity: AdminClientEntity<Item>;
  items: Item[];
  columns: AdminColumn<Item>[];
  params: AdminListParams;
  selection: Set<string> | null;
  onSelectionChange: (selection: Set<string>) => void;
}) {
  const { t } = useTranslation('admin');
  const { entity, items, columns, selection } = props;
  const pageIds = items.map((item) => item._id);
  const selectedOnPage = selection ? pageIds.filter((id) => selection.has(id)).length : 0;
  const toggle = (id: string, on: boolean) => {
    const next = new Set(selection);
    if (on) next.add(id);
    else next.delete(id);
    props.onSelectionChange(next);
  };
  const togglePage = (on: boolean) => {
    const next = new Set(selection);
    for (const id of pageIds) {
      if (on) next.add(id);
      else next.delete(id);
    }
    props.onSelectionChange(next);
  };
  return (
    <Table.ScrollContainer minWidth={640}>
      <Table striped highlightOnHover verticalSpacing="xs" aria-label={t('crud.tableLabel')}>
        <Table.Thead>
          <Table.Tr>
            {selection && (
              <Table.Th w={40}>
                <Checkbox
                  aria-label={t('crud.selectPage')}
                  checked={pageIds.length > 0 && selectedOnPage === pageIds.length}
                  indeterminate={selectedOnPage > 0 && selectedOnPage < pageIds.length}
                  onChange={(event) => togglePage(event.currentTarget.checked)}
                />
              </Table.Th>
            )}
            {columns.map((column) =>
              entity.list.columns[column.key]?.sortable ? (
                <SortHeader
                  key={column.key}
                  label={column.label}
                  columnKey={column.key}
                  params={props.params}
                />
              ) : (
                <Table.Th key={column.key} scope="col">
                  {column.label}
                </Table.Th>
              ),
            )}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {items.map((item) => (
            <Table.Tr key={item._id}>
              {selection && (
                <Table.Td>
                  <Checkbox
                    aria-label={t('crud.selectRow', { title: entity.titleOf(item) })}
                    checked={selection.has(item._id)}
                    onChange={(event) => toggle(item._id, event.currentTarget.checked)}
                  />
                </Table.Td>
              )}
              {columns.map((column, index) => (
                <Table.Td key={column.key}>
                  {index === 0 ? (
                    <Anchor
                      component={Link}
                      to={entity.pathOf?.(item) ?? `${entity.path}/${item._id}`}
                      fw={600}
                    >
                      {column.render(item)}
                    </Anchor>
                  ) : (
                    column.render(item)
                  )}
                </Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
