import { Select } from '@mantine/core';
import { type KeyboardEvent, type RefObject, useEffect, useRef } from 'react';
import { withMantine } from '@/core/client/theme/with-mantine';
import { useTranslation } from '@/core/client/use-translation';

/** A country the picker offers: its slug, and its name with its count of schools. */
export interface CountryOption {
  value: string;
  label: string;
}

/**
 * The country picker once its code is there: Mantine's searchable select (its dropdown, Floating
 * UI and scroll area load with it, not before the list is interactive). It takes over from the
 * stand-in with the same text: when the stand-in had the focus, it takes it, with its list open.
 */
function SearchableCountryPicker(props: {
  className: string;
  label: string;
  data: CountryOption[];
  value: string;
  onChange: (slug: string) => void;
  /** What is typed; null while the picker shows the list's country. */
  search: string | null;
  onSearchChange: (search: string | null) => void;
  /** Enter with no option highlighted (the list not drawn yet): the first match, if any. */
  onEnter: (event: KeyboardEvent<HTMLInputElement>) => void;
  standIn: RefObject<HTMLInputElement | null>;
}) {
  const { t } = useTranslation('openschool');
  const current = props.data.find((option) => option.value === props.value)?.label ?? '';
  // Read while the stand-in is still on the page: this render replaces it.
  const focused = typeof document !== 'undefined' && document.activeElement === props.standIn.current;
  // While it mounts, the select puts its value's name in the text, and its focus (taken from the
  // stand-in) would empty it: what the visitor typed is kept instead. Effects run children first.
  const mounted = useRef(false);
  useEffect(() => {
    mounted.current = true;
  }, []);
  const searchChange = (search: string | null) => mounted.current && props.onSearchChange(search);
  return (
    <Select
      className={props.className}
      label={props.label}
      data={props.data}
      value={props.value}
      onChange={(slug) => slug && props.onChange(slug)}
      searchable
      searchValue={props.search ?? current}
      onSearchChange={searchChange}
      placeholder={current}
      onFocus={() => searchChange('')}
      onBlur={() => searchChange(null)}
      onOptionSubmit={() => searchChange(null)}
      onKeyDown={(event) => {
        if (event.key === 'Enter' && !event.currentTarget.getAttribute('aria-activedescendant')) {
          props.onEnter(event);
        }
      }}
      selectFirstOptionOnChange
      allowDeselect={false}
      nothingFoundMessage={t('list.country.none')}
      autoFocus={focused}
      defaultDropdownOpened={focused}
      size="md"
      radius="md"
    />
  );
}

/** Mantine's providers come with it: the pages it opens on may have none (decision 093). */
export default withMantine(SearchableCountryPicker);
