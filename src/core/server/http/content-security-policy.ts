import { randomBytes } from 'node:crypto';
import { type OutsideOriginSources, outsideOrigins } from './outside-origins';

/** A nonce for one response's inline scripts: 128 random bits, as CSP asks. */
export const newNonce = () => randomBytes(16).toString('base64');

/**
 * The Content-Security-Policy of a server-rendered page. Scripts run only from this site, the
 * captcha in effect, and inline when they carry the response's `nonce` (the state the server
 * hands the client, React's streaming and router hydration scripts); styles may be inline
 * (Mantine writes style attributes); images may come from any https origin (photos, avatars,
 * tiles); nobody may frame the site. The outside origins are those the settings use now, read
 * from the settings' cache for every page, kept ones included (docs/decisions/074).
 */
export async function pagePolicy(nonce: string, sources: OutsideOriginSources): Promise<string> {
  const outside = await outsideOrigins(sources);
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    'script-src': ["'self'", `'nonce-${nonce}'`, ...outside.script],
    'style-src': ["'self'", "'unsafe-inline'", ...outside.style],
    'img-src': ["'self'", 'data:', 'blob:', 'https:', ...outside.img],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'", ...outside.connect],
    // Only a captcha's frames; none at all without one.
    'frame-src': outside.frame.length > 0 ? outside.frame : ["'none'"],
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
