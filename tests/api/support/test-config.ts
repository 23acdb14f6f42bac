import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type Config, loadConfig } from '@/core/server/config';

/**
 * The configuration a test server runs with: the defaults, quiet logs, a fresh DATA_DIR of its
 * own (uploaded images go there), and the overrides given. The caller removes that DATA_DIR
 * when done (startTestApp's close does).
 */
export function testConfig(overrides: Record<string, string> = {}): Config {
  const dataDir = overrides.DATA_DIR ?? fs.mkdtempSync(path.join(os.tmpdir(), 'schools-app-'));
  return loadConfig({ LOG_LEVEL: 'warn', NODE_ENV: 'test', DATA_DIR: dataDir, ...overrides });
}
