import clsx from 'clsx';
import type { ComponentProps, ReactNode } from 'react';
import classes from './plain-alert.module.css';

/**
 * A notice in the look of Mantine's light Alert (plain-alert.module.css), as plain elements: the
 * ones public pages may show at once (a search's approximate count, a failed or lost request), so
 * that Mantine's Alert and its close button stay out of their first script.
 */
export function PlainAlert(
  props: {
    color: 'blue' | 'green' | 'yellow' | 'orange' | 'red';
    title?: ReactNode;
    children: ReactNode;
  } & Omit<ComponentProps<'div'>, 'title' | 'color'>,
) {
  const { color, title, children, className, ...box } = props;
  return (
    <div role="alert" {...box} className={clsx(classes.alert, classes[color], className)}>
      {title && <p className={classes.title}>{title}</p>}
      {children}
    </div>
  );
}
