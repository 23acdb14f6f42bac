import clsx from 'clsx';
import { type ComponentProps, type ReactNode, useId } from 'react';
import classes from './plain-fields.module.css';

/**
 * A labelled text field and a labelled native select as plain elements, in the look of Mantine's
 * TextInput and NativeSelect (plain-fields.module.css). The public pages' forms (search, the
 * list's filters, the footer's newsletter) show a dozen of them: as Mantine fields each was half
 * a dozen components with their style props to resolve, on the server's render and in a phone's
 * hydration alike, some 130 µs a field on the server against 20 (decision 093). Forms that
 * validate as they are typed in (the account's, the admin's) keep Mantine's.
 */
interface FieldFrame {
  label?: ReactNode;
  description?: ReactNode;
  error?: ReactNode;
  /** The required field's asterisk, for a field the server requires without `required` (noValidate forms). */
  withAsterisk?: boolean;
  /** Mantine's sizes: sm unless said. */
  size?: 'xs' | 'sm' | 'md' | 'lg';
  /** Mantine's md radius instead of the theme's default. */
  rounded?: boolean;
  /**
   * On a coloured background (the hero's picture, the footer): the label, its asterisk and the
   * error take the surrounding text's colour, the error in bold.
   */
  onColor?: boolean;
  /** The outermost element's class. */
  className?: string;
}

export type PlainTextInputProps = FieldFrame &
  Omit<ComponentProps<'input'>, 'size'> & {
    /** A decorative icon at the field's end (Mantine's right section), which clicks go through. */
    endIcon?: ReactNode;
  };
export type PlainNativeSelectProps = FieldFrame & Omit<ComponentProps<'select'>, 'size'>;

export function PlainTextInput(props: PlainTextInputProps) {
  const { endIcon, ...field } = props;
  const { id, required, control } = useFieldControl(field);
  return (
    <Field frame={props} id={id} required={required}>
      <input {...control} className={clsx(classes.control, endIcon && classes.withEnd)} />
      {endIcon && <span className={classes.end}>{endIcon}</span>}
    </Field>
  );
}

export function PlainNativeSelect(props: PlainNativeSelectProps) {
  const { id, required, control } = useFieldControl(props);
  return (
    <Field frame={props} id={id} required={required}>
      <select {...control} className={classes.control} />
      <span className={classes.end}>
        <Chevron />
      </span>
    </Field>
  );
}

/** What a control may carry that its frame reads or completes. */
interface ControlAttributes {
  id?: string | undefined;
  required?: boolean | undefined;
  'aria-invalid'?: ComponentProps<'input'>['aria-invalid'];
  'aria-describedby'?: string | undefined;
}

/**
 * A field's control attributes apart from its frame's props: its id (React's unless given),
 * whether the label shows an asterisk, and its links to the frame's help and error lines.
 */
function useFieldControl<C extends ControlAttributes>(props: FieldFrame & C) {
  const { label, description, error, withAsterisk, size, rounded, onColor, className, ...own } = props;
  const generatedId = useId();
  const id = own.id ?? generatedId;
  return {
    id,
    required: own.required || withAsterisk,
    control: {
      ...own,
      id,
      'aria-invalid': error ? true : own['aria-invalid'],
      'aria-describedby': describedBy(id, props, own['aria-describedby']),
    },
  };
}

/** The label, the help line above the control, and the error under it (Mantine's order). */
function Field(props: { frame: FieldFrame; id: string; required: boolean | undefined; children: ReactNode }) {
  const { frame, id } = props;
  const rootClasses = clsx(
    classes.root,
    classes[frame.size ?? 'sm'],
    frame.rounded && classes.rounded,
    frame.error && classes.invalid,
    frame.onColor && classes.onColor,
    frame.className,
  );
  return (
    <div className={rootClasses}>
      {frame.label && (
        <label className={classes.label} htmlFor={id} id={`${id}-label`}>
          {frame.label}
          {props.required && (
            <span className={classes.required} aria-hidden="true">
              {' *'}
            </span>
          )}
        </label>
      )}
      {frame.description && (
        <p className={classes.description} id={`${id}-description`}>
          {frame.description}
        </p>
      )}
      <div className={classes.box}>{props.children}</div>
      {frame.error && (
        <p className={classes.error} id={`${id}-error`}>
          {frame.error}
        </p>
      )}
    </div>
  );
}

function describedBy(id: string, frame: FieldFrame, own: string | undefined): string | undefined {
  const ids = [frame.error && `${id}-error`, frame.description && `${id}-description`, own];
  return ids.filter(Boolean).join(' ') || undefined;
}

/** Mantine's combobox chevron: up and down. */
function Chevron() {
  return (
    <svg width="18" height="18" viewBox="0 0 15 15" fill="none" aria-hidden="true">
      <path
        d="M4.93 5.43a.45.45 0 0 0 .64.64L7.5 4.14l1.93 1.93a.45.45 0 0 0 .64-.64L7.82 3.18a.45.45 0 0 0-.64 0L4.93 5.43Zm5.14 4.14a.45.45 0 0 0-.64-.64L7.5 10.86 5.57 8.93a.45.45 0 0 0-.64.64l2.25 2.25c.18.18.46.18.64 0l2.25-2.25Z"
        fill="currentColor"
        fillRule="evenodd"
        clipRule="evenodd"
      />
    </svg>
  );
}
