import type { ReactNode } from 'react';
import { PlainBadge } from '@/core/client/plain-text';

/** A short label (a curriculum's short name) in the site's colour, readable on its tint. */
export function LabelBadge(props: { children: ReactNode }) {
  return <PlainBadge variant="light">{props.children}</PlainBadge>;
}
