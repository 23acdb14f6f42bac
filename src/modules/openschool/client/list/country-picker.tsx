import { type KeyboardEvent, lazy, Suspense, useRef, useState } from 'react';
import { LineIcon } from '@/core/client/line-icon';
import { nativeOptions } from '@/core/client/native-options';
import { PlainNativeSelect, PlainTextInput } from '@/core/client/plain-fields';
import { useLoadedWhenIdle } from '@/core/client/use-loaded-when-idle';
import { useTranslation } from '@/core/client/use-translation';
import { COUNTRY_PARAM } from '@/modules/openschool/shared/list-params';
import type { CountryOption } from './country-picker-searchable';

// Mantine's Select shows no option for an empty value; no country's slug is "all".
export const ALL_COUNTRIES = 'all';

// Without scripts the searchable picker cannot open: the native select in <noscript> stands in.
const NO_SCRIPT_CSS = '@media (scripting: none) { .country-picker-enhanced { display: none; } }';

// The searchable select (with its dropdown's Floating UI and scroll area, about 35 kB) is not part
// of what the list loads before it is interactive: it loads once the page is idle, or as soon as
// the pointer is over the picker, and takes over when the picker gets the focus. A stand-in of the
// same look is there until then.
const loadSearchable = () => import('./country-picker-searchable');
const SearchableCountryPicker = lazy(loadSearchable);

/** The first country whose name holds the text typed, as the searchable select filters them. */
const firstMatch = (data: CountryOption[], text: string) =>
  data.find((option) => option.label.toLowerCase().includes(text.trim().toLowerCase()));

/**
 * The country of a list. With scripts, a searchable select: focusing it empties the text (the
 * country shown stays as the placeholder), so typing searches from scratch, and the first match
 * is highlighted, so Enter picks it. Without them, a native select of the list's form (`formId`)
 * sends `?country=`, which the server turns into that country's list.
 */
export function CountryPicker(props: {
  formId: string;
  data: CountryOption[];
  value: string;
  onChange: (slug: string) => void;
}) {
  const { t } = useTranslation('openschool');
  const current = props.data.find((option) => option.value === props.value)?.label ?? '';
  // null while the picker is not being typed in: it shows the country of the list.
  const [search, setSearch] = useState<string | null>(null);
  // The searchable select takes over when the visitor reaches for it (the focus).
  const [wanted, want] = useLoadedWhenIdle(loadSearchable);
  const standIn = useRef<HTMLInputElement>(null);
  const pick = (event: KeyboardEvent<HTMLInputElement>) => {
    const option = search ? firstMatch(props.data, search) : undefined;
    if (!option) return;
    event.preventDefault();
    setSearch(null);
    props.onChange(option.value);
  };
  const label = t('list.country.label');
  const stand = (
    <PlainTextInput
      ref={standIn}
      className="country-picker-enhanced"
      label={label}
      role="combobox"
      aria-haspopup="listbox"
      aria-expanded={false}
      autoComplete="off"
      value={search ?? current}
      placeholder={current}
      onChange={(event) => setSearch(event.currentTarget.value)}
      onPointerEnter={loadSearchable}
      onFocus={() => {
        setSearch('');
        want();
      }}
      onBlur={() => setSearch(null)}
      onKeyDown={(event) => event.key === 'Enter' && pick(event)}
      endIcon={
        <LineIcon>
          <path d="M6 9l6 6 6-6" />
        </LineIcon>
      }
      size="md"
      rounded
    />
  );
  return (
    <div>
      <style href="country-picker" precedence="default">
        {NO_SCRIPT_CSS}
      </style>
      <Suspense fallback={stand}>
        {wanted ? (
          <SearchableCountryPicker
            className="country-picker-enhanced"
            label={label}
            data={props.data}
            value={props.value}
            onChange={props.onChange}
            search={search}
            onSearchChange={setSearch}
            onEnter={pick}
            standIn={standIn}
          />
        ) : (
          stand
        )}
      </Suspense>
      <noscript>
        <PlainNativeSelect
          form={props.formId}
          name={COUNTRY_PARAM}
          label={label}
          defaultValue={props.value}
          size="md"
          rounded
        >
          {nativeOptions(props.data)}
        </PlainNativeSelect>
      </noscript>
    </div>
  );
}
