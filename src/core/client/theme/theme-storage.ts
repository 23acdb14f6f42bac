import { isHexColor, type StoredThemeColors, THEME_STORAGE_KEYS } from './theme-colors';

// Storage may be unavailable (private modes, blocked cookies): the theme then stays default.

/** The colours kept in this browser's local storage; anything that is not a colour is skipped. */
export function readStoredColors(): StoredThemeColors {
  try {
    return Object.fromEntries(
      THEME_STORAGE_KEYS.map((key) => [key, window.localStorage.getItem(key)]).filter((entry) =>
        isHexColor(entry[1]),
      ),
    ) as StoredThemeColors;
  } catch {
    return {};
  }
}

export function writeStoredColors(entries: StoredThemeColors): void {
  try {
    for (const [key, value] of Object.entries(entries)) window.localStorage.setItem(key, value);
  } catch {
    // Not kept across reloads, still previewed.
  }
}

/** Removes every theme key of spec section 3. */
export function clearStoredColors(): void {
  try {
    for (const key of THEME_STORAGE_KEYS) window.localStorage.removeItem(key);
  } catch {
    // Nothing was stored.
  }
}
