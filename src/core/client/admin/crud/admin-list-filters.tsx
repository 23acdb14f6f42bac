import { Box, Group, Select, TextInput } from '@mantine/core';
import { useTranslation } from '@/core/client/use-translation';
import { type AdminColumnSpec, parseDateRange } from '@/core/shared/admin-list';
import type { AdminListParams } from './use-admin-list-params';
import { useTypedValue } from './use-typed-value';

/** A filter input of an admin list: which column, its label, and how its options read. */
export interface AdminFilter {
  key: string;
  label: string;
  optionLabel?: (option: string) => string;
  /**
   * The values an `exact` filter may take, with their labels (countries, curriculums): a picker
   * with search instead of free text.
   */
  choices?: { value: string; label: string }[];
}

// Mantine's Select shows nothing for an empty value; "any" stands for no filter.
const ANY = '*';

/** Free text, applied once typing pauses; a change in the URL (Back) shows in the box. */
function TextFilter(props: { label: string; value: string; onChange: (value: string) => void }) {
  const [text, setText] = useTypedValue(props.value, props.onChange);
  return (
    <TextInput
      label={props.label}
      value={text}
      maxLength={100}
      onChange={(event) => setText(event.currentTarget.value)}
    />
  );
}

function DateRangeFilter(props: { label: string; value: string; onChange: (value: string) => void }) {
  const { t } = useTranslation('admin');
  const range = parseDateRange(props.value) ?? { from: null, to: null };
  const set = (from: string | null, to: string | null) =>
    props.onChange(from || to ? `${from ?? ''}..${to ?? ''}` : '');
  return (
    <fieldset style={{ border: 0, padding: 0, margin: 0, minWidth: 0 }}>
      <legend style={{ fontSize: 'var(--mantine-font-size-sm)', fontWeight: 500, padding: 0 }}>
        {props.label}
      </legend>
      <Group gap="xs" grow wrap="nowrap">
        <TextInput
          type="date"
          aria-label={t('crud.dateFrom', { column: props.label })}
          value={range.from ?? ''}
          max={range.to ?? undefined}
          onChange={(event) => set(event.currentTarget.value || null, range.to)}
        />
        <TextInput
          type="date"
          aria-label={t('crud.dateTo', { column: props.label })}
          value={range.to ?? ''}
          min={range.from ?? undefined}
          onChange={(event) => set(range.from, event.currentTarget.value || null)}
        />
      </Group>
    </fieldset>
  );
}

function FilterInput(props: { filter: AdminFilter; spec: AdminColumnSpec; params: AdminListParams }) {
  const { t } = useTranslation('admin');
  const { filter, spec, params } = props;
  const value = params.filterValue(filter.key);
  const onChange = (next: string) => params.setFilter(filter.key, next);
  if (spec.filter === 'exact' && filter.choices)
    return (
      <Select
        label={filter.label}
        data={[{ value: ANY, label: t('crud.any') }, ...filter.choices]}
        value={value || ANY}
        searchable
        allowDeselect={false}
        nothingFoundMessage={t('crud.noChoice')}
        onChange={(next) => onChange(next && next !== ANY ? next : '')}
      />
    );
  if (spec.filter === 'text' || spec.filter === 'exact')
    return <TextFilter label={filter.label} value={value} onChange={onChange} />;
  if (spec.filter === 'dateRange')
    return <DateRangeFilter label={filter.label} value={value} onChange={onChange} />;
  const options =
    spec.filter === 'boolean'
      ? [
          { value: 'true', label: t('crud.yes') },
          { value: 'false', label: t('crud.no') },
        ]
      : (spec.options ?? []).map((option) => ({
          value: option,
          label: filter.optionLabel?.(option) ?? option,
        }));
  return (
    <Select
      label={filter.label}
      data={[{ value: ANY, label: t('crud.any') }, ...options]}
      value={value || ANY}
      allowDeselect={false}
      onChange={(next) => onChange(next && next !== ANY ? next : '')}
    />
  );
}

/** One input per filterable column; each change is a new URL, back at page 1. */
export function AdminListFilters(props: {
  filters: AdminFilter[];
  columns: Readonly<Record<string, AdminColumnSpec>>;
  params: AdminListParams;
}) {
  const shown = props.filters.filter((filter) => props.columns[filter.key]?.filter);
  if (shown.length === 0) return null;
  return (
    <Group gap="sm" align="flex-end" wrap="wrap">
      {shown.map((filter) => {
        const spec = props.columns[filter.key]!;
        return (
          <Box key={filter.key} w={{ base: '100%', xs: spec.filter === 'dateRange' ? 320 : 200 }}>
            <FilterInput filter={filter} spec={spec} params={props.params} />
          </Box>
        );
      })}
    </Group>
  );
}
