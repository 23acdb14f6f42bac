import { Checkbox, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';

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
                <Checkbox
                  key={option.value}
                  name={name}
                  value={option.value}
                  label={option.label}
                  description={option.description}
                  checked={checked.includes(option.value)}
                  onChange={(event) => toggle(option.value, event.currentTarget.checked)}
                />
              ))}
          </Stack>
        ))}
      </Stack>
    </details>
  );
}
