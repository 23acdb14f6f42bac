import type { SettingType } from '@/core/shared/setting-types';
import type { EditableSetting } from '@/core/shared/settings-section-schema';
import type { AdminSetting } from './settings-operations';

/** What each input starts with: the value shown, or empty (a secret always starts empty). */
export function formDefaults(items: AdminSetting[]): Record<string, unknown> {
  return Object.fromEntries(
    items.map((item) => {
      if (item.type === 'boolean') return [item.key, item.value === true];
      if (item.type === 'languages') return [item.key, Array.isArray(item.value) ? item.value : []];
      if (item.type === 'secret') return [item.key, ''];
      return [item.key, item.value == null ? '' : String(item.value)];
    }),
  );
}

/** The same rule the server applies: a required key that has a value must keep one. */
export function editableSettings(items: AdminSetting[]): EditableSetting[] {
  return items.map((item) => ({
    key: item.key,
    type: item.type as SettingType,
    mustKeepValue:
      item.required && (item.type === 'secret' ? item.isSet : item.value !== null && item.value !== ''),
  }));
}
