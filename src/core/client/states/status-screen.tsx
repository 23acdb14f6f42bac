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
    <div className={props.fullScreen ? `${classes.screen} ${classes.fullScreen}` : classes.screen}>
      <h1 className={classes.title}>{props.title}</h1>
      {props.text && <p className={classes.text}>{props.text}</p>}
      {props.children}
    </div>
  );
}
