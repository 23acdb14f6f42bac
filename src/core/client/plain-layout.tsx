import clsx from 'clsx';
import type { CSSProperties, HTMLAttributes } from 'react';
import classes from './plain-layout.module.css';

/** A theme spacing (Mantine's `xs` to `xl`) or pixels. */
export type Spacing = 'xs' | 'sm' | 'md' | 'lg' | 'xl' | number;

const spacingOf = (gap: Spacing) => (typeof gap === 'number' ? `${gap}px` : `var(--mantine-spacing-${gap})`);

type Block = 'div' | 'section' | 'ul' | 'ol' | 'article' | 'footer' | 'header' | 'nav';

/** Children one under the other, `gap` apart: Mantine's Stack as a plain element. */
export function PlainStack(
  props: {
    component?: Block;
    gap?: Spacing;
    align?: 'flex-start' | 'center' | 'flex-end';
  } & HTMLAttributes<HTMLElement>,
) {
  const { component: Element = 'div', gap, align, className, style, ...element } = props;
  const look = {
    '--stack-gap': gap === undefined ? undefined : spacingOf(gap),
    '--stack-align': align,
    ...style,
  };
  return <Element {...element} className={clsx(classes.stack, className)} style={look as CSSProperties} />;
}

/** Children side by side, wrapping, `gap` apart: Mantine's Group as a plain element. */
export function PlainGroup(
  props: {
    component?: Block;
    gap?: Spacing;
    justify?: 'space-between' | 'flex-end' | 'center';
    align?: 'flex-start' | 'baseline' | 'flex-end';
    wrap?: 'nowrap';
  } & HTMLAttributes<HTMLElement>,
) {
  const { component: Element = 'div', gap, justify, align, wrap, className, style, ...element } = props;
  const look = {
    '--group-gap': gap === undefined ? undefined : spacingOf(gap),
    '--group-justify': justify,
    '--group-align': align,
    '--group-wrap': wrap,
    ...style,
  };
  return <Element {...element} className={clsx(classes.group, className)} style={look as CSSProperties} />;
}

/** Mantine's Container widths, in rem. */
const CONTAINER_REM = { sm: 45, md: 60, lg: 71.25, xl: 82.5 } as const;

/** The page's centred column, Mantine's Container: `size` one of its widths. */
export function PlainContainer(
  props: { component?: Block; size: 'sm' | 'md' | 'lg' | 'xl' } & HTMLAttributes<HTMLElement>,
) {
  const { component: Element = 'div', size, className, style, ...element } = props;
  const look = { '--container-rem': CONTAINER_REM[size], ...style };
  return (
    <Element {...element} className={clsx(classes.container, className)} style={look as CSSProperties} />
  );
}

/** A grey block that stands in for content still loading, Mantine's Skeleton. */
export function PlainSkeleton(props: { height: number; width?: string; radius?: 'sm' }) {
  const look = {
    height: props.height,
    width: props.width,
    borderRadius: props.radius && `var(--mantine-radius-${props.radius})`,
  };
  return <div className={classes.skeleton} style={look} aria-hidden />;
}
