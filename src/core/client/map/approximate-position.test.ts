import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { approximatePosition, IPINFO_STORAGE_KEY, parseLoc } from './approximate-position';

describe('the geolocation service’s loc', () => {
  it('reads "lat,lng" as the service writes it', () => {
    expect(parseLoc('1.2897,103.8501')).toEqual({ lat: 1.2897, lng: 103.8501 });
    expect(parseLoc('-33.8688,151.2093')).toEqual({ lat: -33.8688, lng: 151.2093 });
  });

  it('gives nothing for an answer without a usable position', () => {
    for (const loc of [undefined, null, 42, '', '1.29', 'a,b', '91,0', '0,181', '1.2,3.4,5']) {
      expect(parseLoc(loc), String(loc)).toBeNull();
    }
  });
});

describe('the visitor’s approximate position', () => {
  let stored: Map<string, string>;
  // What the browser would send to the service, answered as the service documents it.
  const requests: string[] = [];
  beforeEach(() => {
    stored = new Map();
    requests.length = 0;
    vi.stubGlobal('window', {
      localStorage: {
        getItem: (key: string) => stored.get(key) ?? null,
        setItem: (key: string, value: string) => stored.set(key, value),
      },
    });
    vi.stubGlobal('fetch', async (url: string) => {
      requests.push(url);
      return new Response(JSON.stringify({ city: 'Singapore', loc: '1.2897,103.8501' }), { status: 200 });
    });
  });
  afterEach(() => vi.unstubAllGlobals());

  it('asks nobody without an API key', async () => {
    expect(await approximatePosition(undefined)).toBeNull();
    expect(requests).toEqual([]);
  });

  it('asks the service with the key, keeps the answer as ipinfo, and uses it within the hour', async () => {
    expect(await approximatePosition('k 1')).toEqual({ latitude: 1.2897, longitude: 103.8501, zoom: 10 });
    expect(requests).toEqual(['https://ipinfo.io/json?token=k%201']);
    expect(JSON.parse(stored.get(IPINFO_STORAGE_KEY)!).location).toEqual({ lat: 1.2897, lng: 103.8501 });
    expect(await approximatePosition('k 1')).toEqual({ latitude: 1.2897, longitude: 103.8501, zoom: 10 });
    expect(requests).toHaveLength(1);
  });

  it('asks again once the kept answer is more than an hour old', async () => {
    const old = { location: { lat: 48.85, lng: 2.35 }, at: Date.now() - 61 * 60 * 1000 };
    stored.set(IPINFO_STORAGE_KEY, JSON.stringify(old));
    expect(await approximatePosition('k')).toMatchObject({ latitude: 1.2897 });
    expect(requests).toHaveLength(1);
  });
});
