import type { MantineSpacing } from '@mantine/core';
import type { CSSProperties, ReactNode } from 'react';
import classes from './columns.module.css';

type Breakpoint = 'base' | 'xs' | 'sm' | 'md' | 'lg';

const spacing = (value: MantineSpacing) => `var(--mantine-spacing-${value})`;

/**
 * Mantine's SimpleGrid without its <style> element in the page's body (invalid HTML): `cols`
 * columns from each breakpoint up, `spacing` between them, `verticalSpacing` between rows.
 */
export function Columns(props: {
  cols: Partial<Record<Breakpoint, number>>;
  spacing: MantineSpacing;
  verticalSpacing?: MantineSpacing;
  component?: 'div' | 'ul';
  children: ReactNode;
  'data-testid'?: string;
}) {
  const style: Record<string, string | number> = {
    '--columns-gap-x': spacing(props.spacing),
    '--columns-gap-y': spacing(props.verticalSpacing ?? props.spacing),
  };
  for (const [breakpoint, count] of Object.entries(props.cols)) style[`--columns-${breakpoint}`] = count;
  const Element = props.component ?? 'div';
  return (
    <Element className={classes.columns} style={style as CSSProperties} data-testid={props['data-testid']}>
      {props.children}
    </Element>
  );
}
