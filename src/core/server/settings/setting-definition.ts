import type { SettingType } from '@/core/shared/setting-types';

export interface SettingDefinition {
  key: string;
  /** Section of spec section 3; the admin edits a section with `<section>:configure`. */
  section: string;
  type: SettingType;
  /** Private values never leave the server. */
  private?: boolean;
  /** Must be set before the setup is finalized. */
  required?: boolean;
  default?: unknown;
}
