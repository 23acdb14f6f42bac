/**
 * A `mailto:` link to a school with its subject filled in. Each part of the address and the
 * subject are percent-encoded (RFC 6068): a `?`, `&` or `#` in them cannot cut the link short.
 */
export function enquiryMailto(email: string, subject: string): string {
  const address = email.trim().split('@').map(encodeURIComponent).join('@');
  return `mailto:${address}?subject=${encodeURIComponent(subject)}`;
}
