import type { ReactNode } from 'react';

// Simple hand-drawn glyphs (24×24, currentColor): no icon package is installed, and these few
// inline paths weigh less than one would.
const stroke = {
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 2,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
} as const;

export const SOCIAL_ICONS: Record<string, ReactNode> = {
  facebook: (
    <path
      fill="currentColor"
      d="M14 8h2.5V4.5H13.5C10.9 4.5 10 6.3 10 8.4V11H7.5v3.4H10V21h3.5v-6.6h2.6l.5-3.4h-3.1V9.1c0-.7.3-1.1 1-1.1z"
    />
  ),
  twitter: <path {...stroke} d="M5 4.5l14 15M19 4.5l-14 15" />,
  instagram: (
    <g {...stroke}>
      <rect x="4" y="4" width="16" height="16" rx="5" />
      <circle cx="12" cy="12" r="3.6" />
      <circle cx="16.8" cy="7.2" r="0.6" fill="currentColor" />
    </g>
  ),
  snapchat: (
    <path
      {...stroke}
      d="M12 4c-2.9 0-4.8 2.1-4.8 5v2.2l-1.9.9 1.9.9c-.5 1.4-1.5 2.4-3 3 1 .7 2 .9 3 .9.5 1 2 1.6 4.8 1.6s4.3-.6 4.8-1.6c1 0 2-.2 3-.9-1.5-.6-2.5-1.6-3-3l1.9-.9-1.9-.9V9c0-2.9-1.9-5-4.8-5z"
    />
  ),
  telegram: <path {...stroke} d="M21 4L3 11l6 2.2M21 4l-3 16-6.5-5M21 4L9 13.2v5.3l2.5-3.5" />,
  linkedin: (
    <g {...stroke}>
      <rect x="3.5" y="3.5" width="17" height="17" rx="2.5" />
      <path d="M8 10.5V16M8 7.8v.1M11.5 16v-5.5M11.5 13a2.3 2.3 0 0 1 4.6 0v3" />
    </g>
  ),
  medium: (
    <g fill="currentColor">
      <ellipse cx="7" cy="12" rx="4.5" ry="5" />
      <ellipse cx="15.5" cy="12" rx="2.2" ry="4.6" />
      <ellipse cx="20.3" cy="12" rx="1" ry="4.1" />
    </g>
  ),
  github: (
    <path
      {...stroke}
      d="M9 19c-3.5 1-3.5-1.5-5-2M15 21v-3.2c0-.9-.1-1.4-.6-1.9 2.5-.3 5.1-1.2 5.1-5.4 0-1.1-.4-2.1-1.1-2.9.3-1 .3-2.1-.1-3.1 0 0-.9-.3-2.9 1.1a10 10 0 0 0-5.2 0C8.2 4.2 7.3 4.5 7.3 4.5c-.4 1-.4 2.1-.1 3.1A4.2 4.2 0 0 0 6 10.5c0 4.2 2.6 5.1 5.1 5.4-.5.5-.6 1-.6 1.9V21"
    />
  ),
  youtube: (
    <g>
      <rect x="2.5" y="5.5" width="19" height="13" rx="4" fill="currentColor" />
      <path d="M10 9v6l5-3z" fill="var(--site-icon, #e6ae09)" />
    </g>
  ),
};
