import { z } from 'zod';
import { SETTING_TYPES, type SettingType } from './setting-types';

/** What a settings form knows of one key: its type, and whether it must keep a value. */
export interface EditableSetting {
  key: string;
  type: SettingType;
  /**
   * The key is required and has a value now: it may be changed but not emptied. A required key
   * that is still unset (a Mailjet key while the outbox is in use) stays optional until set.
   */
  mustKeepValue: boolean;
}

/** What the server does with one submitted value after parsing. */
export type SettingChange = unknown | null | undefined;

// Trimmed before the type's checks run, so ' a@b.org ' is a valid email; blank means no value.
const trimmedOrNull = (value: unknown) => {
  if (typeof value !== 'string') return value;
  const trimmed = value.trim();
  return trimmed === '' ? null : trimmed;
};

/**
 * One key's input: its type's schema, where an empty text means "no value" (null, the stored
 * value is removed). A secret is never shown, so an empty secret input means "keep it"
 * (undefined) and only an explicit null clears it.
 */
export function settingInputSchema(setting: EditableSetting) {
  if (setting.type === 'secret') {
    return z
      .preprocess((value) => (value === '' ? undefined : value), SETTING_TYPES.secret.nullable().optional())
      .refine((value) => !(setting.mustKeepValue && value === null), 'field.required');
  }
  const base: z.ZodType = SETTING_TYPES[setting.type];
  return z
    .preprocess(trimmedOrNull, base.nullable().optional())
    .refine((value) => !(setting.mustKeepValue && value === null), 'field.required');
}

/**
 * The input of one section's form (`updateSettings(section, values)`): a value per key of the
 * section, each checked by its type. Keys outside the section are refused by the server first.
 */
export function settingsSectionSchema(settings: EditableSetting[]) {
  return z.object(Object.fromEntries(settings.map((setting) => [setting.key, settingInputSchema(setting)])));
}

export type SettingsSectionValues = Record<string, SettingChange>;
