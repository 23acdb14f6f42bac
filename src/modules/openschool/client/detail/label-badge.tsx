import { Badge } from '@mantine/core';
import type { ReactNode } from 'react';

// The light badge's orange text is under 4.5:1 on its tint (even the darkest shade): the text colour is used.
const LABEL_STYLES = { label: { color: 'var(--mantine-color-text)' } };

/** A short label (a curriculum's short name) in the site's colour, readable on its tint. */
export function LabelBadge(props: { children: ReactNode }) {
  return (
    <Badge variant="light" color="brand" tt="none" size="md" styles={LABEL_STYLES}>
      {props.children}
    </Badge>
  );
}
