/** What a secret reads as in a logged URL: `password=%5Bredacted%5D`, the URL still well formed. */
export const REDACTED = encodeURIComponent('[redacted]');

/** Names holding one of these words are secrets: `newPassword`, `access_token`, `captcha`… */
const SECRET_WORDS = [
  'password',
  'passwd',
  'passphrase',
  'secret',
  'token',
  'captcha',
  'apikey',
  'accesskey',
  'privatekey',
];
/** Short names that are secrets only on their own (`code` of an OAuth callback, not `countryCode`). */
const SECRET_NAMES = new Set(['pass', 'pwd', 'code', 'key', 'sig', 'signature', 'sid', 'otp', 'auth']);

/**
 * A field or parameter whose value is never written down nor sent back: a password, a token of
 * an emailed link, a captcha answer, a key, an OAuth code. Case and separators do not matter.
 */
export function isSecretName(name: string): boolean {
  const word = name.toLowerCase().replace(/[^a-z]/g, '');
  return SECRET_NAMES.has(word) || SECRET_WORDS.some((secret) => word.includes(secret));
}

function decoded(text: string): string {
  try {
    return decodeURIComponent(text.replace(/\+/g, ' '));
  } catch {
    return text;
  }
}

/**
 * The path with the secret segments of the first pattern it fits redacted: `/password-reset/:token`
 * hides the token of `/password-reset/…`. Literal segments compare without case, and a trailing
 * slash is allowed, as the page router matches them.
 */
function redactPath(path: string, patterns: readonly string[]): string {
  const trailing = path.length > 1 && path.endsWith('/');
  const segments = (trailing ? path.slice(0, -1) : path).split('/');
  for (const pattern of patterns) {
    const parts = pattern.split('/');
    if (parts.length !== segments.length) continue;
    const fits = parts.every(
      (part, index) => part.startsWith(':') || part.toLowerCase() === segments[index]!.toLowerCase(),
    );
    if (!fits) continue;
    const redacted = segments.map((segment, index) => {
      const part = parts[index]!;
      return part.startsWith(':') && isSecretName(part.slice(1)) ? REDACTED : segment;
    });
    return `${redacted.join('/')}${trailing ? '/' : ''}`;
  }
  return path;
}

/** Each `name=value` pair of a query string, secrets redacted; a path in a value (`?redirect=`) too. */
function redactQuery(query: string, patterns: readonly string[]): string {
  return query
    .split('&')
    .map((pair) => {
      const equals = pair.indexOf('=');
      if (equals < 0) return pair;
      const name = pair.slice(0, equals);
      if (isSecretName(decoded(name))) return `${name}=${REDACTED}`;
      const value = decoded(pair.slice(equals + 1));
      if (!value.startsWith('/')) return pair;
      const inner = redactUrl(value, patterns);
      return inner === value ? pair : `${name}=${encodeURIComponent(inner)}`;
    })
    .join('&');
}

/**
 * A request URL as the log may show it: the values of query parameters named like secrets
 * (`isSecretName`) and the secret segments of the paths of `patterns` (`/close/:token`)
 * replaced by `[redacted]`. Everything else is kept as sent.
 */
export function redactUrl(url: string, patterns: readonly string[] = []): string {
  const queryStart = url.indexOf('?');
  if (queryStart < 0) return redactPath(url, patterns);
  const path = redactPath(url.slice(0, queryStart), patterns);
  return `${path}?${redactQuery(url.slice(queryStart + 1), patterns)}`;
}
