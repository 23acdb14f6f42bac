import { Stack, Text } from '@mantine/core';
import { type ReactNode, useId } from 'react';
import classes from './filter-checkboxes.module.css';

export interface CheckboxOption {
  value: string;
  label: string;
  /** Options of one group are listed under its heading (a curriculum's family). */
  group?: string;
  description?: string;
}

const SUMMARY_STYLE = { cursor: 'pointer', fontWeight: 600, padding: '4px 0' } as const;

/**
 * A filter of several values as native checkboxes of one name in a <details>: a GET form
 * sends them without JavaScript (`?curriculum=ib-dp&curriculum=igcse`). Open while one is
 * checked, so a parent sees what narrows the list.
 */
export function FilterCheckboxes(props: {
  name: string;
  legend: ReactNode;
  options: CheckboxOption[];
  checked: string[];
  onChange: (values: string[]) => void;
}) {
  const { name, options, checked } = props;
  const toggle = (value: string, on: boolean) =>
    props.onChange(on ? [...checked, value] : checked.filter((entry) => entry !== value));
  const groups = [...new Set(options.map((option) => option.group ?? ''))];
  return (
    <details open={checked.length > 0 || undefined} data-testid={`filter-${name}`}>
      <summary style={SUMMARY_STYLE}>
        {props.legend}
        {checked.length > 0 && ` (${checked.length})`}
      </summary>
      <Stack gap={6} pt={6} pb="xs">
        {groups.map((group) => (
          <Stack key={group} gap={6} role={group ? 'group' : undefined} aria-label={group || undefined}>
            {group && (
              <Text size="xs" fw={600} c="gray.7" tt="uppercase" mt={4} aria-hidden>
                {group}
              </Text>
            )}
            {options
              .filter((option) => (option.group ?? '') === group)
              .map((option) => (
                <FilterOption
                  key={option.value}
                  name={name}
                  option={option}
                  checked={checked.includes(option.value)}
                  onChange={(on) => toggle(option.value, on)}
                />
              ))}
          </Stack>
        ))}
      </Stack>
    </details>
  );
}

/**
 * One value: a native checkbox and its label. A list's filters hold dozens of them, rendered
 * on the server and hydrated on every visit: plain elements cost a fraction of a Mantine
 * Checkbox's components (the list page's hydration took a fifth less of the browser's CPU).
 */
function FilterOption(props: {
  name: string;
  option: CheckboxOption;
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  const { option } = props;
  const descriptionId = useId();
  return (
    <div>
      <label className={classes.option}>
        <input
          type="checkbox"
          className={classes.box}
          name={props.name}
          value={option.value}
          checked={props.checked}
          onChange={(event) => props.onChange(event.currentTarget.checked)}
          aria-describedby={option.description ? descriptionId : undefined}
        />
        <span>{option.label}</span>
      </label>
      {option.description && (
        <Text id={descriptionId} size="xs" c="dimmed" className={classes.description}>
          {option.description}
        </Text>
      )}
    </div>
  );
}
