import type { CaptchaPublicConfig, ThirdPartyCaptchaProvider } from '@/core/shared/captcha';
import { CLOUDINARY_DELIVERY_URL, type ImagePublicConfig } from '@/core/shared/image-url';
import type { SettingsService } from '../settings/settings-service';

/** What a page's policy lets the browser reach outside this site, per directive. */
export interface OutsideOrigins {
  script: string[];
  style: string[];
  frame: string[];
  connect: string[];
  img: string[];
}

/** Where the policy learns what the settings use: each read from the settings' cache. */
export interface OutsideOriginSources {
  settings: SettingsService;
  /** The captcha in effect (a third party only with both its keys). */
  captcha: { publicConfig(): Promise<CaptchaPublicConfig> };
  /** The image host in effect (Cloudinary only with its three settings). */
  images: { publicConfig(): Promise<ImagePublicConfig> };
  /** The stock-photo service's base URL (`UNSPLASH_API_URL`): its photos come from there in tests. */
  stockPhotoUrl: string;
}

/** What each captcha widget loads, per its documentation; it also calls its frames' origins. */
const CAPTCHA_ORIGINS: Record<
  ThirdPartyCaptchaProvider,
  Pick<OutsideOrigins, 'script' | 'style' | 'frame'>
> = {
  recaptcha: {
    script: ['https://www.google.com/recaptcha/', 'https://www.gstatic.com/recaptcha/'],
    style: [],
    frame: ['https://www.google.com/recaptcha/', 'https://recaptcha.google.com'],
  },
  hcaptcha: {
    script: ['https://js.hcaptcha.com', 'https://*.hcaptcha.com'],
    style: ['https://*.hcaptcha.com'],
    frame: ['https://*.hcaptcha.com'],
  },
  turnstile: {
    script: ['https://challenges.cloudflare.com'],
    style: [],
    frame: ['https://challenges.cloudflare.com'],
  },
};

/** The IP geolocation service the map asks where a visitor is (IPINFO_API_KEY). */
const GEOLOCATION_ORIGIN = 'https://ipinfo.io';

/** The origin of a URL, or undefined when it is not one (an unset or malformed setting). */
export function originOf(url: unknown): string | undefined {
  if (typeof url !== 'string' || !url) return undefined;
  try {
    const { origin } = new URL(url.replace(/\{[a-z]+\}/g, '0'));
    return origin === 'null' ? undefined : origin;
  } catch {
    return undefined;
  }
}

const isSet = (value: unknown) => typeof value === 'string' && value.trim() !== '';

/**
 * The outside origins the current settings make the browser reach, and only those
 * (docs/decisions/074): the captcha in effect, the geolocation service while the map has its key,
 * the image host's uploads and renders while Cloudinary is configured, the stock photos while
 * they are on, the error reporter (SENTRY_DSN) and the map tiles (MAP_TILE_URL).
 */
export async function outsideOrigins(sources: OutsideOriginSources): Promise<OutsideOrigins> {
  const { settings } = sources;
  const [captcha, images, dsn, tiles, schools, places, geolocationKey, stockPhotos] = await Promise.all([
    sources.captcha.publicConfig(),
    sources.images.publicConfig(),
    settings.get('SENTRY_DSN'),
    settings.get('MAP_TILE_URL'),
    settings.get('ENABLE_OPENSCHOOL'),
    settings.get('ENABLE_PLACE'),
    settings.get('IPINFO_API_KEY'),
    settings.get('ENABLE_UNSPLASH'),
  ]);
  const widget = captcha.provider === 'altcha' ? undefined : CAPTCHA_ORIGINS[captcha.provider];
  const cloudinary = images.configured && images.kind === 'cloudinary' ? images : undefined;
  // The map is on while the schools' layer or the places' is (decision 102).
  const mapOn = schools !== false || places === true;
  const origins = (...urls: unknown[]) => urls.map(originOf).filter((origin) => origin !== undefined);
  return {
    script: widget?.script ?? [],
    style: widget?.style ?? [],
    frame: widget?.frame ?? [],
    connect: [
      ...(widget?.frame ?? []),
      ...(mapOn && isSet(geolocationKey) ? [GEOLOCATION_ORIGIN] : []),
      ...origins(cloudinary?.uploadUrl, dsn, tiles),
    ],
    img: origins(
      cloudinary && (cloudinary.deliveryUrl ?? CLOUDINARY_DELIVERY_URL),
      stockPhotos === true && sources.stockPhotoUrl,
      tiles,
    ),
  };
}
