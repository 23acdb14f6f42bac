import { type Config, loadConfig } from '../../../src/core/server/config';

/** The configuration a test server runs with: the defaults, quiet logs, and the overrides given. */
export function testConfig(overrides: Record<string, string> = {}): Config {
  return loadConfig({ LOG_LEVEL: 'warn', NODE_ENV: 'test', DATA_DIR: '/nonexistent', ...overrides });
}
