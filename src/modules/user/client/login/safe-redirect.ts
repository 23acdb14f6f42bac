/** The `?redirect=` target if it is a path of this site, else the home page (no open redirect). */
export function safeRedirect(target: string | null): string {
  if (!target?.startsWith('/') || target.startsWith('//') || target.startsWith('/\\')) return '/';
  return target;
}
