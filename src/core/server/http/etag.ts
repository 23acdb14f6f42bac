/**
 * Whether `If-None-Match` names the tag: the weak comparison RFC 9110 (§13.1.2) asks for GET,
 * each tag of the list with or without `W/`, or `*`.
 */
export function etagMatches(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  if (header.trim() === '*') return true;
  const opaque = etag.replace(/^W\//, '');
  return header.split(',').some((tag) => tag.trim().replace(/^W\//, '') === opaque);
}
