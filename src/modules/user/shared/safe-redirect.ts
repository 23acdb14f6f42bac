/**
 * The `?redirect=` target if it is a path of this site, else the home page (no open redirect).
 * The sign-in page, its form posted without scripts and the OAuth callback all go there.
 */
export function safeRedirect(target: unknown): string {
  if (typeof target !== 'string') return '/';
  if (!target.startsWith('/') || target.startsWith('//') || target.startsWith('/\\')) return '/';
  return target;
}
