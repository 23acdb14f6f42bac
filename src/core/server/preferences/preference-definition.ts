import type { PreferenceName } from '@/core/shared/visitor-preferences';

/** A preference a module declares (its manifest's `preferences`): its name, pages and values. */
export interface PreferenceDefinition extends PreferenceName {
  /**
   * The value to keep of what an address or a client sent, as the address writes it (`EUR`);
   * null forgets it (the default chosen again: US dollars, no family); undefined: not a value
   * of this preference, refused (`preference.invalid`) and nothing changes.
   */
  read: (value: string) => string | null | undefined;
}
