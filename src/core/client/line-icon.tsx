import type { ReactNode } from 'react';

/** A 20 px line icon in the current text colour, drawn by its `<path>` children; decorative. */
export function LineIcon(props: { children: ReactNode }) {
  return (
    <svg
      width="20"
      height="20"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      aria-hidden="true"
    >
      {props.children}
    </svg>
  );
}
