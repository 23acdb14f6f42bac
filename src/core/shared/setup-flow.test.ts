import { describe, expect, it } from 'vitest';
import { setupRedirect } from './setup-flow';

const fresh = { initialized: false, finalized: false, hasAdmin: false };
const settingsSaved = { initialized: true, finalized: false, hasAdmin: false };
const adminCreated = { initialized: true, finalized: false, hasAdmin: true };
const done = { initialized: true, finalized: true, hasAdmin: true };
const ADMIN = ['*'];

describe('setupRedirect', () => {
  it('sends every path to /_setup until both flags are true', () => {
    for (const path of ['/', '/schools', '/no-such-page']) {
      expect(setupRedirect(fresh, [], path)).toBe('/_setup');
      expect(setupRedirect(adminCreated, ADMIN, path)).toBe('/_setup');
    }
    expect(setupRedirect({ ...done, finalized: false }, ADMIN, '/')).toBe('/_setup');
    expect(setupRedirect(fresh, [], '/login')).toBe('/_setup');
    expect(setupRedirect(done, [], '/')).toBeNull();
  });

  it('opens the steps in order', () => {
    expect(setupRedirect(fresh, [], '/_setup')).toBeNull();
    expect(setupRedirect(fresh, [], '/_setup/settings')).toBeNull();
    expect(setupRedirect(fresh, [], '/_setup/register')).toBe('/_setup/settings');
    expect(setupRedirect(fresh, [], '/_setup/finalize')).toBe('/_setup/settings');
    expect(setupRedirect(settingsSaved, [], '/_setup/register')).toBeNull();
    expect(setupRedirect(settingsSaved, [], '/_setup/finalize')).toBe('/_setup/register');
    expect(setupRedirect(adminCreated, ADMIN, '/_setup/finalize')).toBeNull();
  });

  it('asks for the administrator once one exists, and lets them sign in', () => {
    expect(setupRedirect(adminCreated, [], '/login')).toBeNull();
    expect(setupRedirect(adminCreated, [], '/_setup/finalize')).toBe('/login?redirect=%2F_setup%2Ffinalize');
    expect(setupRedirect(adminCreated, [], '/_setup/settings')).toBe('/login?redirect=%2F_setup%2Fsettings');
    expect(setupRedirect(adminCreated, ['School:read'], '/_setup/settings')).not.toBeNull();
  });

  it('keeps a finalized setup closed to everyone but an administrator', () => {
    expect(setupRedirect(done, [], '/_setup')).toBe('/');
    expect(setupRedirect(done, ['School'], '/_setup/settings')).toBe('/');
    expect(setupRedirect(done, ADMIN, '/_setup/settings')).toBeNull();
    expect(setupRedirect(done, ['General:configure'], '/_setup/finalize')).toBeNull();
  });
});
