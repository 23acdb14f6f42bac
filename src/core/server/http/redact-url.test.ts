import { describe, expect, it } from 'vitest';
import { isSecretName, REDACTED, redactUrl } from './redact-url';

const TOKEN_PAGES = ['/password-reset/:token', '/close/:token'];

describe('redactUrl', () => {
  it('hides the values of query parameters named like secrets, whatever their case', () => {
    expect(redactUrl('/login?email=a%40b.example&password=hunter2&redirect=%2Fprofile')).toBe(
      `/login?email=a%40b.example&password=${REDACTED}&redirect=%2Fprofile`,
    );
    expect(redactUrl('/x?Current_Password=1&NEWPASSWORD=2&pwd=3&access_token=4&captcha=5&api-key=6')).toBe(
      `/x?Current_Password=${REDACTED}&NEWPASSWORD=${REDACTED}&pwd=${REDACTED}&access_token=${REDACTED}` +
        `&captcha=${REDACTED}&api-key=${REDACTED}`,
    );
    expect(redactUrl('/api/auth/google/callback?code=4%2F0Ab&state=xyz')).toBe(
      `/api/auth/google/callback?code=${REDACTED}&state=xyz`,
    );
  });

  it('keeps ordinary parameters, including names that only contain a short secret word', () => {
    const url = '/schools?q=ib+school&countryCode=FR&keyword=pool&page=2&flag';
    expect(redactUrl(url)).toBe(url);
    expect(redactUrl('/schools')).toBe('/schools');
  });

  it('hides the token segment of the paths given, with a trailing slash or another case too', () => {
    expect(redactUrl('/password-reset/abcDEF123_-', TOKEN_PAGES)).toBe(`/password-reset/${REDACTED}`);
    expect(redactUrl('/Password-Reset/abc/?lang=fr', TOKEN_PAGES)).toBe(
      `/Password-Reset/${REDACTED}/?lang=fr`,
    );
    expect(redactUrl('/close/instruction', ['/close/instruction', ...TOKEN_PAGES])).toBe(
      '/close/instruction',
    );
    // Not the pattern's length: another page.
    expect(redactUrl('/password-reset/a/b', TOKEN_PAGES)).toBe('/password-reset/a/b');
    // A parameter not named like a secret stays.
    expect(redactUrl('/schools/fr/0190a', ['/schools/:country/:id'])).toBe('/schools/fr/0190a');
  });

  it('hides a token in a path carried by a query parameter (a sign-in that leads back to it)', () => {
    expect(redactUrl('/login?redirect=%2Fclose%2Fs3cr3t', TOKEN_PAGES)).toBe(
      `/login?redirect=${encodeURIComponent(`/close/${REDACTED}`)}`,
    );
  });
});

describe('isSecretName', () => {
  it('knows passwords, tokens, captcha answers, keys and codes, not other fields', () => {
    for (const name of [
      'password',
      'newPassword',
      'pass',
      'PWD',
      'token',
      'csrf_token',
      'captcha',
      'code',
      'key',
    ]) {
      expect(isSecretName(name), name).toBe(true);
    }
    for (const name of ['email', 'name', 'message', 'redirect', 'lang', 'country', 'passport', 'monkey']) {
      expect(isSecretName(name), name).toBe(false);
    }
  });
});
