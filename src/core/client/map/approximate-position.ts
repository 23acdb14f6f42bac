import type { MapPosition } from '@/core/shared/map-viewport';

/** Spec sections 7 and 9: the geolocation answer is kept in local storage as `ipinfo`, 1 hour. */
export const IPINFO_STORAGE_KEY = 'ipinfo';
const KEPT_MS = 60 * 60 * 1000;
/** The IP geolocation service of the spec (ipinfo.io): `GET /json?token=…` answers `loc: "lat,lng"`. */
export const IPINFO_URL = 'https://ipinfo.io/json';
/** A city and its surroundings: what an approximate position is good for. */
const CITY_ZOOM = 10;

interface KeptLocation {
  location: { lat: number; lng: number };
  /** When it was asked, in ms since the epoch. */
  at: number;
}

function keptLocation(storage: Storage, now: number): KeptLocation['location'] | null {
  try {
    const kept = JSON.parse(storage.getItem(IPINFO_STORAGE_KEY) ?? 'null') as KeptLocation | null;
    if (!kept || now - kept.at > KEPT_MS || now < kept.at) return null;
    const { lat, lng } = kept.location;
    return Number.isFinite(lat) && Number.isFinite(lng) ? { lat, lng } : null;
  } catch {
    return null;
  }
}

/** `"1.2897,103.8501"` → its numbers; null for anything else. */
export function parseLoc(loc: unknown): { lat: number; lng: number } | null {
  if (typeof loc !== 'string') return null;
  const parts = loc.split(',');
  if (parts.length !== 2 || parts.some((part) => part.trim() === '')) return null;
  const [lat, lng] = parts.map(Number);
  if (lat === undefined || lng === undefined || !Number.isFinite(lat) || !Number.isFinite(lng)) return null;
  if (Math.abs(lat) > 90 || Math.abs(lng) > 180) return null;
  return { lat, lng };
}

/** The geolocation service's key from the settings (IPINFO_API_KEY); undefined without one. */
export function ipinfoKeyOf(settings: Record<string, unknown>): string | undefined {
  const key = settings.IPINFO_API_KEY;
  return typeof key === 'string' && key.trim() ? key.trim() : undefined;
}

/**
 * The visitor's approximate position, to open the map near them when its address gives none:
 * the one kept within the hour, else the geolocation service's with the IPINFO_API_KEY setting.
 * Null without a key (no call is made), on any failure, or when the answer has no position.
 */
export async function approximatePosition(apiKey: string | undefined): Promise<MapPosition | null> {
  const now = Date.now();
  const kept = keptLocation(window.localStorage, now);
  if (kept) return { latitude: kept.lat, longitude: kept.lng, zoom: CITY_ZOOM };
  if (!apiKey) return null;
  try {
    const response = await fetch(`${IPINFO_URL}?token=${encodeURIComponent(apiKey)}`, {
      headers: { accept: 'application/json' },
    });
    if (!response.ok) return null;
    const location = parseLoc(((await response.json()) as { loc?: unknown }).loc);
    if (!location) return null;
    const entry: KeptLocation = { location, at: now };
    window.localStorage.setItem(IPINFO_STORAGE_KEY, JSON.stringify(entry));
    return { latitude: location.lat, longitude: location.lng, zoom: CITY_ZOOM };
  } catch {
    return null;
  }
}
