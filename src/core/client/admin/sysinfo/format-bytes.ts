import type { Format } from '@/core/shared/format';

const UNITS = ['B', 'kB', 'MB', 'GB', 'TB'] as const;

/** A byte count for people: `52.4 MB` (decimal units, one decimal above bytes). */
export function formatBytes(bytes: number, format: Pick<Format, 'number'>): string {
  let value = bytes;
  let unit = 0;
  while (value >= 1000 && unit < UNITS.length - 1) {
    value /= 1000;
    unit += 1;
  }
  const digits = unit === 0 ? 0 : 1;
  return `${format.number(value, { maximumFractionDigits: digits, minimumFractionDigits: digits })} ${UNITS[unit]}`;
}

/** Seconds as days, hours and minutes: `3 d 4 h 5 min`, `0 min` for under a minute. */
export function formatUptime(seconds: number): string {
  const days = Math.floor(seconds / 86_400);
  const hours = Math.floor((seconds % 86_400) / 3600);
  const minutes = Math.floor((seconds % 3600) / 60);
  const parts = [days && `${days} d`, hours && `${hours} h`, `${minutes} min`].filter(Boolean);
  return parts.join(' ');
}
