import { z } from 'zod';
import {
  type ImportRowAction,
  type SchoolImportSettings,
  schoolImportSettingsSchema,
} from '@/modules/openschool/shared/import/school-import-settings';

/** What the operator decided for one row. */
export interface StoredDecision {
  action: Exclude<ImportRowAction, 'auto'>;
  schoolId?: string | null;
}

/** The settings an import keeps: the operator's reading of the file, and a decision per line. */
export interface ImportSettings extends Omit<SchoolImportSettings, 'programmes'> {
  decisions: Record<string, StoredDecision>;
}

const decisionsSchema = z
  .record(
    z.string(),
    z.object({ action: z.enum(['import', 'skip', 'sameAs', 'notSame']), schoolId: z.string().nullish() }),
  )
  .catch({});

/** An import's settings as stored (jsonb), read back with their defaults. */
export function importSettingsOf(stored: unknown): ImportSettings {
  const value = typeof stored === 'object' && stored !== null ? (stored as Record<string, unknown>) : {};
  const parsed = schoolImportSettingsSchema.safeParse(value);
  const { programmes: _programmes, ...settings } = parsed.success
    ? parsed.data
    : schoolImportSettingsSchema.parse({});
  return { ...settings, decisions: decisionsSchema.parse(value.decisions) };
}
