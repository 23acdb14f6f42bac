import { AppError } from '../errors';
import type { SettingDefinition } from './setting-definition';
import type { SettingsService } from './settings-service';

/** The text of an environment variable as the value its setting type stores. */
function fromEnvText(definition: SettingDefinition, text: string): unknown {
  if (definition.type === 'boolean') return text === 'true' || text === '1';
  if (definition.type === 'languages') return text.split(',').map((code) => code.trim());
  return text;
}

/**
 * Environment variables named like a setting pre-fill it while the database has no value
 * for it yet (decision 023): operators can start a configured site, and the database
 * stays the source of truth once a value is stored. Returns the keys it stored.
 */
export async function prefillSettingsFromEnv(
  settings: SettingsService,
  env: Record<string, string | undefined>,
): Promise<string[]> {
  const stored = new Set(await settings.storedKeys());
  const filled: string[] = [];
  for (const definition of settings.definitions()) {
    const text = env[definition.key];
    if (text === undefined || text === '' || stored.has(definition.key)) continue;
    try {
      await settings.set(definition.key, fromEnvText(definition, text));
    } catch (error) {
      const code = error instanceof AppError ? error.code : String(error);
      throw new Error(`The environment variable ${definition.key}="${text}" is not a valid value: ${code}`);
    }
    filled.push(definition.key);
  }
  return filled;
}
