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
      <div className={`${classes.options} ${classes.all}`}>
        {groups.map((group) => {
          const boxes = options
            .filter((option) => (option.group ?? '') === group)
            .map((option) => (
              <FilterCheckbox
                key={option.value}
                name={name}
                value={option.value}
                label={option.label}
                description={option.description}
                checked={checked.includes(option.value)}
                onChange={(on) => toggle(option.value, on)}
              />
            ));
          // A family of curriculums is a fieldset, named by its heading.
          return group ? (
            <fieldset key={group} className={`${classes.options} ${classes.fieldset}`}>
              <legend className={classes.group}>{group}</legend>
              {boxes}
            </fieldset>
          ) : (
            <div key={group} className={classes.options}>
              {boxes}
            </div>
          );
        })}
      </div>
    </details>
  );
}

/**
 * One checkbox and its label, with a line of help under it: an option of a FilterCheckboxes, or
 * a filter of its own (boarding). A list's filters hold dozens of them, rendered on the server
 * and hydrated on every visit: plain elements cost a fraction of a Mantine Checkbox's components
 * (the list page's hydration took a fifth less of the browser's CPU).
 */
export function FilterCheckbox(props: {
  name: string;
  value: string;
  label: string;
  description?: string | undefined;
  checked: boolean;
  disabled?: boolean;
  onChange: (checked: boolean) => void;
}) {
  const descriptionId = useId();
  return (
    <div>
      <label className={classes.option}>
        <input
          type="checkbox"
          className={classes.box}
          name={props.name}
          value={props.value}
          checked={props.checked}
          disabled={props.disabled}
          onChange={(event) => props.onChange(event.currentTarget.checked)}
          aria-describedby={props.description ? descriptionId : undefined}
        />
        <span>{props.label}</span>
      </label>
      {props.description && (
        <p id={descriptionId} className={classes.description}>
          {props.description}
        </p>
      )}
    </div>
  );
}
