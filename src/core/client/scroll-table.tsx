import type { ReactNode } from 'react';

/**
 * A wide table that scrolls sideways on a phone. The scrolling box can take the focus, so a
 * keyboard can scroll it too, and is a region named after the table.
 */
export function ScrollTable(props: { label: string; minWidth: number; children: ReactNode }) {
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard
    <section aria-label={props.label} tabIndex={0} style={{ overflowX: 'auto' }}>
      <div style={{ minWidth: props.minWidth }}>{props.children}</div>
    </section>
  );
}
