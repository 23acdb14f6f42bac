/** An option of a native select, or a group of them (`<optgroup>`). */
export type NativeOption =
  | { value: string; label: string; disabled?: boolean }
  | { group: string; items: readonly { value: string; label: string; disabled?: boolean }[] };

/**
 * The `<option>`s of a native select, as children of Mantine's NativeSelect. Given as its `data`,
 * each option is a component of Mantine's around the `<option>`: a fiber more per option to render
 * on the server and hydrate on a phone (the school list's filters held 190, hidden on a phone but
 * hydrated all the same; the language switcher 20 on every page).
 */
export function nativeOptions(options: readonly NativeOption[]) {
  return options.map((option) =>
    'group' in option ? (
      <optgroup key={`group:${option.group}`} label={option.group}>
        {nativeOptions(option.items)}
      </optgroup>
    ) : (
      <option key={option.value} value={option.value} disabled={option.disabled}>
        {option.label}
      </option>
    ),
  );
}
