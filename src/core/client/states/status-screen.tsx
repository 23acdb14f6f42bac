import clsx from 'clsx';
import type { ReactNode } from 'react';
import classes from './states.module.css';

/** A centred screen that takes the place of a page: a title, an explanation, an action. */
export function StatusScreen(props: {
  title: string;
  text?: string;
  children?: ReactNode;
  fullScreen?: boolean;
}) {
  return (
    <div className={clsx(classes.screen, props.fullScreen && classes.fullScreen)}>
      <h1 className={classes.title}>{props.title}</h1>
      {props.text && <p className={classes.text}>{props.text}</p>}
      {props.children}
    </div>
  );
}
