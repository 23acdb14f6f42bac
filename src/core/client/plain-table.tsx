import clsx from 'clsx';
import type { ComponentProps } from 'react';
import classes from './plain-table.module.css';

/**
 * A `<table>` in the look of Mantine's Table (plain-table.module.css), its rows and cells plain
 * `<tr>`, `<th>` and `<td>`: a school's fee table has some sixty cells, each a Mantine component
 * with its style props, and Mantine's Table brings its scroll area into the page's first script
 * (4.7 kB). A cell of amounts takes `endAligned`'s class.
 */
export function PlainTable(
  props: { striped?: boolean; highlightOnHover?: boolean; compact?: boolean } & ComponentProps<'table'>,
) {
  const { striped, highlightOnHover, compact, className, ...table } = props;
  const names = clsx(
    classes.table,
    striped && classes.striped,
    highlightOnHover && classes.hover,
    compact && classes.compact,
    className,
  );
  return <table {...table} className={names} />;
}

/** The class of a cell read against its end (amounts, counts). */
export const endAligned = classes.end;
