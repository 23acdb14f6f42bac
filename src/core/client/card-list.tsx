import clsx from 'clsx';
import type { ReactNode } from 'react';
import classes from './card-list.module.css';

/**
 * An ordered list of cards without bullets, named by the heading it stands under: a directory's
 * schools, a blog's posts. Each entry is a CardListItem. Plain elements in Mantine's look
 * (card-list.module.css).
 */
export function CardList(props: {
  labelledBy?: string;
  testId: string;
  gap?: 'xs' | 'sm';
  children: ReactNode;
}) {
  return (
    <ol
      className={clsx(classes.list, props.gap === 'sm' && classes.spaced)}
      aria-labelledby={props.labelledBy}
      data-testid={props.testId}
    >
      {props.children}
    </ol>
  );
}

/** One card of a CardList. */
export function CardListItem(props: { children: ReactNode }) {
  return <li className={classes.card}>{props.children}</li>;
}
