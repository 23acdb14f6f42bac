/**
 * Unsplash's guidelines: credit the photographer and Unsplash with links that say where the
 * visitor came from (`utm_source` the application's name, `utm_medium=referral`).
 */
export function withReferral(url: string, appName: string): string {
  const link = new URL(url);
  link.searchParams.set('utm_source', appName);
  link.searchParams.set('utm_medium', 'referral');
  return link.toString();
}

export const UNSPLASH_HOME = 'https://unsplash.com/';

/**
 * A hotlinked image of the photo at a width (Unsplash's imgix parameters on its `raw` URL):
 * the image is always served by Unsplash, never copied.
 */
export function unsplashImageUrl(rawUrl: string, width: number): string {
  const url = new URL(rawUrl);
  url.searchParams.set('w', String(width));
  url.searchParams.set('q', '75');
  url.searchParams.set('fm', 'jpg');
  url.searchParams.set('fit', 'max');
  return url.toString();
}
