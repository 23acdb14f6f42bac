import { useLocale } from './use-locale';

/**
 * Formats a date (`2026-11-01` or an ISO timestamp) as a long date in the page's language.
 * In UTC: the server and the browser must print the same day, or hydration would differ.
 */
export function useDateFormat(): (value: string) => string {
  const format = new Intl.DateTimeFormat(useLocale(), { dateStyle: 'long', timeZone: 'UTC' });
  return (value) => format.format(new Date(value.length === 10 ? `${value}T00:00:00Z` : value));
}
