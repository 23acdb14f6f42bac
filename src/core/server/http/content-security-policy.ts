import type { Config } from '../config';
import type { SettingsService } from '../settings/settings-service';

/** What reCAPTCHA, hCaptcha and Turnstile load, per their documentation, when a form shows one. */
const CAPTCHA_SCRIPTS = [
  'https://www.google.com/recaptcha/',
  'https://www.gstatic.com/recaptcha/',
  'https://js.hcaptcha.com',
  'https://*.hcaptcha.com',
  'https://challenges.cloudflare.com',
];
const CAPTCHA_FRAMES = [
  'https://www.google.com/recaptcha/',
  'https://recaptcha.google.com',
  'https://*.hcaptcha.com',
  'https://challenges.cloudflare.com',
];
/** The browser's own calls to outside services: IP geolocation (the map) and Cloudinary uploads. */
const OUTSIDE_CALLS = ['https://ipinfo.io', 'https://api.cloudinary.com'];

/** The origin of a URL, or undefined when it is not one (an unset or malformed setting). */
function originOf(url: unknown): string | undefined {
  if (typeof url !== 'string' || !url) return undefined;
  try {
    const { origin } = new URL(url.replace(/\{[a-z]+\}/g, '0'));
    return origin === 'null' ? undefined : origin;
  } catch {
    return undefined;
  }
}

/**
 * The outside origins the operator configured that a browser reaches: the error reporter's
 * (SENTRY_DSN), the map tiles' (MAP_TILE_URL), and the services' base URLs of the environment
 * (self-hosted, or fakes in tests). Images from any https origin are allowed anyway.
 */
async function configuredOrigins(config: Config, settings: SettingsService): Promise<string[]> {
  const [dsn, tiles] = await Promise.all([
    settings.get<string>('SENTRY_DSN'),
    settings.get<string>('MAP_TILE_URL'),
  ]);
  const urls = [
    dsn,
    tiles,
    config.CLOUDINARY_API_URL,
    config.CLOUDINARY_DELIVERY_URL,
    config.UNSPLASH_API_URL,
  ];
  return [...new Set(urls.map(originOf).filter((origin): origin is string => origin !== undefined))];
}

/**
 * The Content-Security-Policy of a server-rendered page. Scripts run only from this site, the
 * captcha providers, and inline when they carry the page's `nonce` (the state the server hands
 * the client, React's streaming and router hydration scripts); styles may be inline (Mantine
 * writes style attributes); nobody may frame the site.
 */
export async function pagePolicy(nonce: string, config: Config, settings: SettingsService): Promise<string> {
  const configured = await configuredOrigins(config, settings);
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    'script-src': ["'self'", `'nonce-${nonce}'`, ...CAPTCHA_SCRIPTS],
    'style-src': ["'self'", "'unsafe-inline'", 'https://*.hcaptcha.com'],
    'img-src': ["'self'", 'data:', 'blob:', 'https:', ...configured],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'", ...OUTSIDE_CALLS, ...CAPTCHA_FRAMES, ...configured],
    'frame-src': CAPTCHA_FRAMES,
    'worker-src': ["'self'", 'blob:', 'data:'],
    'manifest-src': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  };
  return Object.entries(directives)
    .map(([name, sources]) => `${name} ${[...new Set(sources)].join(' ')}`)
    .join('; ');
}
