import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

describe('loadConfig', () => {
  it('has defaults that serve the embedded database on port 3000', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({ PORT: 3000, HOST: '0.0.0.0', LOG_LEVEL: 'info', DEMO_SCHOOLS: 3000 });
    expect(config.DATA_DIR).toBe(path.resolve('./data'));
    expect(config.DATABASE_URL).toBeUndefined();
  });

  it('reads the variables', () => {
    const config = loadConfig({
      PORT: '8080',
      DEMO_SCHOOLS: '50',
      DATABASE_URL: 'postgres://u@h:5432/db',
      LOG_LEVEL: 'warn',
    });
    expect(config).toMatchObject({
      PORT: 8080,
      DEMO_SCHOOLS: 50,
      DATABASE_URL: 'postgres://u@h:5432/db',
      LOG_LEVEL: 'warn',
    });
  });

  it('trusts no proxy unless TRUST_PROXY names a hop count or the proxies', () => {
    expect(loadConfig({}).TRUST_PROXY).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'false' }).TRUST_PROXY).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '1' }).TRUST_PROXY).toBe(1);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.1, 172.16.0.0/12,loopback,::1' }).TRUST_PROXY).toEqual([
      '10.0.0.1',
      '172.16.0.0/12',
      'loopback',
      '::1',
    ]);
    for (const wrong of ['true', 'everyone', '10.0.0.0/33', '300.1.1.1']) {
      expect(() => loadConfig({ TRUST_PROXY: wrong })).toThrow(/TRUST_PROXY=.*is not a hop count/);
    }
  });

  it('names every wrong variable with its value and what is expected', () => {
    expect(() => loadConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://x', LOG_LEVEL: 'loud' })).toThrow(
      ConfigError,
    );
    try {
      loadConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://x', LOG_LEVEL: 'loud' });
    } catch (error) {
      const message = (error as Error).message;
      expect(message).toContain('PORT="eighty": must be a port number');
      expect(message).toContain('DATABASE_URL="mysql://x": must start with postgres:// or postgresql://');
      expect(message).toContain('LOG_LEVEL="loud"');
    }
  });

  it('refuses a port out of range', () => {
    expect(() => loadConfig({ PORT: '70000' })).toThrow(/PORT="70000": must be between 0 and 65535/);
  });
});
