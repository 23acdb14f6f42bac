import { NativeSelect, Select } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { COUNTRY_PARAM } from '@/modules/openschool/shared/list-params';

// Mantine's Select shows no option for an empty value; no country's slug is "all".
export const ALL_COUNTRIES = 'all';

// Without scripts the searchable picker cannot open: the native select in <noscript> stands in.
const NO_SCRIPT_CSS = '@media (scripting: none) { .country-picker-enhanced { display: none; } }';

/**
 * The country of a list. With scripts, a searchable select: focusing it empties the text (the
 * country shown stays as the placeholder), so typing searches from scratch, and the first match
 * is highlighted, so Enter picks it. Without them, a native select of the list's form (`formId`)
 * sends `?country=`, which the server turns into that country's list.
 */
export function CountryPicker(props: {
  formId: string;
  data: { value: string; label: string }[];
  value: string;
  onChange: (slug: string) => void;
}) {
  const { t } = useTranslation('openschool');
  const current = props.data.find((option) => option.value === props.value)?.label ?? '';
  // null while the picker is not being typed in: it shows the country of the list.
  const [search, setSearch] = useState<string | null>(null);
  return (
    <div>
      <style href="country-picker" precedence="default">
        {NO_SCRIPT_CSS}
      </style>
      <Select
        className="country-picker-enhanced"
        label={t('list.country.label')}
        data={props.data}
        value={props.value}
        onChange={(slug) => slug && props.onChange(slug)}
        searchable
        searchValue={search ?? current}
        onSearchChange={(text) => setSearch(text)}
        placeholder={current}
        onFocus={() => setSearch('')}
        onBlur={() => setSearch(null)}
        onOptionSubmit={() => setSearch(null)}
        selectFirstOptionOnChange
        allowDeselect={false}
        nothingFoundMessage={t('list.country.none')}
        size="md"
        radius="md"
      />
      <noscript>
        <NativeSelect
          form={props.formId}
          name={COUNTRY_PARAM}
          label={t('list.country.label')}
          data={props.data}
          defaultValue={props.value}
          size="md"
          radius="md"
        />
      </noscript>
    </div>
  );
}
