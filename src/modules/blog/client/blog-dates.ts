/**
 * A post's date as the reader's language writes it. In UTC on both sides: the server's and the
 * browser's time zones differ, and the hydrated page must read as the server rendered it.
 */
export function formatPostDate(iso: string, language: string): string {
  return new Intl.DateTimeFormat(language, { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(iso));
}
