import { AppError } from '@/core/server/errors';

/** Where and as whom to call Unsplash's API: the access key from the settings, the base URL from the env. */
export interface UnsplashAccount {
  accessKey: string;
  apiUrl: string;
}

/** A photo as Unsplash's API describes it (the fields the site keeps and shows). */
export interface UnsplashApiPhoto {
  id: string;
  width: number;
  height: number;
  color: string | null;
  description: string | null;
  alt_description: string | null;
  urls: { raw: string; small: string; thumb: string };
  links: { html: string; download_location: string };
  user: { name: string; username: string; links: { html: string } };
}

export interface UnsplashSearchPage {
  total: number;
  total_pages: number;
  results: UnsplashApiPhoto[];
}

const TIMEOUT_MS = 8000;

/**
 * Calls the API as its documentation says: `Authorization: Client-ID <access key>` and
 * `Accept-Version: v1`. A refusal becomes a code the admin reads: `unsplash.key.invalid` (401),
 * `unsplash.rate.limited` (403 or 429 once the hourly allowance is spent), `unsplash.not.found`
 * (404), `unsplash.unavailable` for anything else, a timeout included.
 */
async function call<T>(account: UnsplashAccount, path: string): Promise<T> {
  let response: Response;
  try {
    response = await fetch(`${account.apiUrl.replace(/\/+$/, '')}${path}`, {
      headers: { authorization: `Client-ID ${account.accessKey}`, 'accept-version': 'v1' },
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
  } catch {
    throw new AppError('unsplash.unavailable');
  }
  if (response.ok) return (await response.json()) as T;
  if (response.status === 401) throw new AppError('unsplash.key.invalid');
  if (
    response.status === 429 ||
    (response.status === 403 && response.headers.get('x-ratelimit-remaining') === '0')
  ) {
    throw new AppError('unsplash.rate.limited');
  }
  if (response.status === 404) throw new AppError('unsplash.not.found');
  throw new AppError('unsplash.unavailable');
}

/** `GET /search/photos`: a page of photos matching the words (at most 30 a page). */
export function searchUnsplash(
  account: UnsplashAccount,
  search: { query: string; page: number; perPage: number; orientation?: string | undefined },
): Promise<UnsplashSearchPage> {
  const params = new URLSearchParams({
    query: search.query,
    page: String(search.page),
    per_page: String(search.perPage),
    ...(search.orientation && { orientation: search.orientation }),
  });
  return call(account, `/search/photos?${params}`);
}

/** `GET /photos/:id`: one photo. */
export function getUnsplashPhoto(account: UnsplashAccount, id: string): Promise<UnsplashApiPhoto> {
  return call(account, `/photos/${encodeURIComponent(id)}`);
}

/**
 * Tells Unsplash a photo is used (`GET` its `download_location`), as its guidelines require when
 * an application puts a photo to use. Only URLs of the API itself are called.
 */
export async function trackUnsplashDownload(
  account: UnsplashAccount,
  downloadLocation: string,
): Promise<void> {
  const base = new URL(account.apiUrl);
  const location = new URL(downloadLocation);
  if (location.origin !== base.origin) throw new AppError('unsplash.unavailable');
  await call(account, `${location.pathname}${location.search}`);
}
