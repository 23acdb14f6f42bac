/**
 * A local stand-in for the Unsplash API, speaking the parts the stock-photo module uses:
 * GET /search/photos, GET /photos/:id and GET /photos/:id/download (the download tracking),
 * behind `Authorization: Client-ID <access key>`. Errors come as Unsplash sends them
 * (`{ "errors": [...] }`; a spent hourly allowance is a 403 "Rate Limit Exceeded" with
 * `X-Ratelimit-Remaining: 0`). Photo URLs point at the fake itself, whose /images/:id answers a
 * small JPEG. In development, run it with
 *
 *   UNSPLASH_FAKE_PORT=4030 npx tsx tests/fakes/unsplash-fake.ts
 *
 * then start the app with UNSPLASH_API_URL=http://127.0.0.1:4030 and set the setting
 * UNSPLASH_ACCESS_KEY=fake-access-key. Nothing leaves the machine.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { pathToFileURL } from 'node:url';

export interface UnsplashFake {
  url: string;
  /** Every request's path and query, oldest first. */
  requests: string[];
  /** Photos whose download was tracked, by id, in order. */
  downloads: string[];
  /** While true, every API call answers 403 Rate Limit Exceeded. */
  setRateLimited(limited: boolean): void;
  close(): Promise<void>;
}

/** What the fake's photos show; a search matches words of the description. */
const SUBJECTS = [
  ['harbour', 'a harbour at dusk with sailing boats'],
  ['classroom', 'children reading in a bright classroom'],
  ['library', 'a quiet library with tall shelves'],
  ['city', 'a city skyline over the river at night'],
  ['playground', 'a playground under palm trees'],
  ['campus', 'a school campus with a green lawn'],
] as const;

/** 11-character ids, as Unsplash's: the subject's first letters and the photo's number, padded. */
const idOf = (subject: string, index: number) =>
  `${subject.slice(0, 6)}${String(index).padStart(2, '0')}`.padEnd(11, 'x');

// A tiny valid JPEG (8×6, the photos' teal), so an <img> loads.
const JPEG = Buffer.from(
  '/9j/2wBDAAYEBQYFBAYGBQYHBwYIChAKCgkJChQODwwQFxQYGBcUFhYaHSUfGhsjHBYWICwgIyYnKSopGR8tMC0oMCUoKSj/2wBDAQcHBwoIChMKChMoGhYaKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCj/wAARCAAGAAgDASIAAhEBAxEB/8QAFQABAQAAAAAAAAAAAAAAAAAAAAX/xAAUEAEAAAAAAAAAAAAAAAAAAAAA/8QAFQEBAQAAAAAAAAAAAAAAAAAABAX/xAAUEQEAAAAAAAAAAAAAAAAAAAAA/9oADAMBAAIRAxEAPwC+AUgv/9k=',
  'base64',
);

export async function startUnsplashFake(account: { accessKey: string }): Promise<UnsplashFake> {
  const requests: string[] = [];
  const downloads: string[] = [];
  let rateLimited = false;
  let base = '';

  // Each subject has 30 photos, so that a search has pages.
  const photos = SUBJECTS.flatMap(([subject, description]) =>
    Array.from({ length: 30 }, (_, index) => {
      const id = idOf(subject, index);
      return {
        id,
        width: 4000,
        height: 2667,
        color: '#73a6a6',
        description: null,
        alt_description: `${description} (${index + 1})`,
        urls: {
          raw: `${base}/images/${id}?ixid=fake`,
          full: `${base}/images/${id}?q=85`,
          regular: `${base}/images/${id}?w=1080`,
          small: `${base}/images/${id}?w=400`,
          thumb: `${base}/images/${id}?w=200`,
        },
        links: {
          self: `${base}/photos/${id}`,
          html: `https://unsplash.com/photos/${subject}-${id}`,
          download: `https://unsplash.com/photos/${id}/download`,
          download_location: `${base}/photos/${id}/download?ixid=fake`,
        },
        user: {
          id: `user-${subject}`,
          username: `${subject}_shots`,
          name: `Ada ${subject[0]!.toUpperCase()}${subject.slice(1)}`,
          links: { html: `https://unsplash.com/@${subject}_shots` },
        },
      };
    }),
  );

  const json = (response: http.ServerResponse, status: number, body: unknown, headers = {}) =>
    response.writeHead(status, { 'content-type': 'application/json', ...headers }).end(JSON.stringify(body));

  const server = http.createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://fake');
    requests.push(`${url.pathname}${url.search}`);
    const image = /^\/images\/([\w-]{11})$/.exec(url.pathname);
    if (image) return response.writeHead(200, { 'content-type': 'image/jpeg' }).end(JPEG);
    if (request.headers.authorization !== `Client-ID ${account.accessKey}`) {
      return json(response, 401, { errors: ['OAuth error: The access token is invalid'] });
    }
    if (rateLimited) {
      return response
        .writeHead(403, {
          'content-type': 'text/plain',
          'x-ratelimit-limit': '50',
          'x-ratelimit-remaining': '0',
        })
        .end('Rate Limit Exceeded');
    }
    const headers = { 'x-ratelimit-limit': '50', 'x-ratelimit-remaining': '49' };
    if (url.pathname === '/search/photos') {
      const query = (url.searchParams.get('query') ?? '').toLowerCase().trim();
      if (!query) return json(response, 400, { errors: ['query is missing'] });
      const perPage = Math.min(30, Number(url.searchParams.get('per_page') ?? 10) || 10);
      const page = Math.max(1, Number(url.searchParams.get('page') ?? 1) || 1);
      const found = photos.filter((photo) =>
        query.split(/\s+/).every((word) => photo.alt_description.includes(word)),
      );
      return json(
        response,
        200,
        {
          total: found.length,
          total_pages: Math.ceil(found.length / perPage),
          results: found.slice((page - 1) * perPage, page * perPage),
        },
        headers,
      );
    }
    const photoPath = /^\/photos\/([\w-]{11})(\/download)?$/.exec(url.pathname);
    const photo = photoPath && photos.find((candidate) => candidate.id === photoPath[1]);
    if (!photo) return json(response, 404, { errors: ["Couldn't find Photo"] });
    if (photoPath[2]) {
      downloads.push(photo.id);
      return json(response, 200, { url: `${base}/images/${photo.id}?dl=1` }, headers);
    }
    return json(response, 200, photo, headers);
  });
  const port = Number(process.env.UNSPLASH_FAKE_PORT ?? 0);
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  // The photos' URLs were built before the port was known: point them at the fake now.
  for (const photo of photos) {
    for (const [key, value] of Object.entries(photo.urls)) {
      photo.urls[key as keyof typeof photo.urls] = `${base}${value}`;
    }
    photo.links.self = `${base}${photo.links.self}`;
    photo.links.download_location = `${base}${photo.links.download_location}`;
  }
  return {
    url: base,
    requests,
    downloads,
    setRateLimited: (limited) => {
      rateLimited = limited;
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const accessKey = process.env.UNSPLASH_FAKE_KEY ?? 'fake-access-key';
  const fake = await startUnsplashFake({ accessKey });
  console.log(`Unsplash fake on ${fake.url} (access key ${accessKey})`);
}
