import { Select, TextInput } from '@mantine/core';
import { useState } from 'react';
import { type Control, useController } from 'react-hook-form';
import { documentsOf } from '@/core/client/admin/crud/admin-client-entity';
import { useErrorText } from '@/core/client/form/use-error-text';
import { useQuery } from '@/core/client/graphql-client/use-query';
import { useCurrentUser } from '@/core/client/guards/use-current-user';
import { useDebouncedValue } from '@/core/client/use-debounced-value';
import { useTranslation } from '@/core/client/use-translation';
import type { SchoolFeeAdminFormValues } from '@/modules/openschool/shared/admin/fee-admin-schemas';
import { schoolListEntity } from '../schools/school-entity';

/**
 * The school a fee is for: its id, chosen by searching schools by name or city (with School:list),
 * shown by its name; without School:list, the id typed as it is.
 */
export function SchoolPicker(props: {
  control: Control<SchoolFeeAdminFormValues>;
  /** The school's name when it is known (an existing fee), before any search. */
  currentName: string | null;
}) {
  const { t } = useTranslation('openschool-admin');
  const errorText = useErrorText();
  const { can } = useCurrentUser();
  const { field, fieldState } = useController({ control: props.control, name: 'schoolId' });
  const [search, setSearch] = useState('');
  const query = useDebouncedValue(search.trim(), 300);
  const searchable = can('School:list');
  const { data } = useQuery(documentsOf(schoolListEntity).list, {
    variables: { list: { q: query || null, limit: 20, sort: 'name' } },
    skip: !searchable || query.length < 2,
  });
  const { data: current } = useQuery(documentsOf(schoolListEntity).item, {
    variables: { id: field.value ?? '' },
    skip: !field.value || !can('School:read'),
  });
  const error = errorText(fieldState.error?.message);
  if (!searchable) {
    return (
      <TextInput {...field} value={field.value ?? ''} label={t('fees.schoolId')} withAsterisk error={error} />
    );
  }
  const options = (data?.page.items ?? []).map((school) => ({
    value: school._id,
    label: `${school.name} — ${school.city}, ${school.countryCode}`,
  }));
  const selected = current?.item ?? null;
  if (field.value && !options.some((option) => option.value === field.value)) {
    const name = selected
      ? `${selected.name} — ${selected.city}, ${selected.countryCode}`
      : props.currentName;
    options.unshift({ value: field.value, label: name ?? field.value });
  }
  return (
    <Select
      label={t('fees.school')}
      description={t('fees.schoolHelp')}
      withAsterisk
      searchable
      searchValue={search}
      onSearchChange={setSearch}
      // The server searched already: every option it gave is shown.
      filter={({ options: all }) => all}
      nothingFoundMessage={query.length >= 2 ? t('fees.noSchoolFound') : t('fees.typeToSearch')}
      data={options}
      value={field.value || null}
      onChange={(value) => field.onChange(value ?? '')}
      onBlur={field.onBlur}
      ref={field.ref}
      name={field.name}
      error={error}
    />
  );
}
