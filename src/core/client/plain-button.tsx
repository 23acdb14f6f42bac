import clsx from 'clsx';
import type { ComponentProps } from 'react';
import classes from './plain-button.module.css';

/**
 * Buttons and spinners as plain elements in the look of Mantine's Button and Loader
 * (plain-button.module.css): the screens every page may show (loading, errors, not found) and the
 * public forms' submit buttons. As Mantine's Button each came with its Transition and Loader in
 * the first script of every page, some 3.5 kB gzip, and a dozen components to hydrate.
 */
export interface ButtonLook {
  /** Mantine's variants: filled (the default) in the primary colour, light, default, subtle. */
  variant?: 'filled' | 'light' | 'default' | 'subtle';
  /** Mantine's sizes: sm (the default), xs, compact-sm or compact-xs. */
  size?: 'sm' | 'xs' | 'compact-sm' | 'compact-xs';
  /** Fully rounded ends, as a chip (Mantine's radius xl). */
  round?: boolean;
}

const SIZE_CLASSES = { xs: 'xs', 'compact-sm': 'compact', 'compact-xs': 'compactXs' } as const;

/** The classes of a button's look, for a link that looks like one (`<Link className=…>`). */
export function buttonClassName(look: ButtonLook = {}): string {
  return clsx(
    'mantine-focus-auto mantine-active',
    classes.button,
    look.variant && look.variant !== 'filled' && classes[look.variant],
    look.size && look.size !== 'sm' && classes[SIZE_CLASSES[look.size]],
    look.round && classes.round,
  );
}

/**
 * A button; `loading` fades its label under a spinner, keeps it from being pressed again and
 * tells assistive technologies it is busy.
 */
export function PlainButton(props: ButtonLook & ComponentProps<'button'> & { loading?: boolean }) {
  const { variant, size, round, loading, className, children, disabled, type, ...button } = props;
  return (
    <button
      {...button}
      type={type ?? 'button'}
      className={clsx(buttonClassName({ variant, size, round }), className)}
      disabled={disabled || loading}
      data-loading={loading || undefined}
      aria-busy={loading || undefined}
    >
      <span className={classes.label}>{children}</span>
      {loading && <span className={classes.loader} aria-hidden="true" />}
    </button>
  );
}

/** Mantine's oval Loader in the primary colour: md, or lg for a whole screen. */
export function PlainLoader(props: { size?: 'md' | 'lg' }) {
  return <span className={clsx(classes.loader, classes.brand, props.size === 'lg' && classes.large)} />;
}

/** A spinner centred in the whole of its parent, named for assistive technologies (a map loading). */
export function PlainLoadingArea(props: { label: string }) {
  return (
    <div
      style={{ height: '100%', display: 'flex', alignItems: 'center', justifyContent: 'center' }}
      role="status"
      aria-label={props.label}
    >
      <PlainLoader />
    </div>
  );
}
