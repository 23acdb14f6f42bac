import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useState } from 'react';
import {
  colorsFrom,
  type StoredThemeColors,
  storageEntriesFor,
  type ThemeColorName,
  type ThemeColors,
} from './theme-colors';
import { cssVariablesFor, THEME_CSS_VARIABLES } from './theme-css-variables';
import { clearStoredColors, readStoredColors, writeStoredColors } from './theme-storage';

interface ThemeColorsValue {
  /** The seven colours in use: stored ones over the defaults. */
  colors: ThemeColors;
  /** Whether any colour differs from the default theme. */
  customised: boolean;
  setColor: (name: ThemeColorName, value: string) => void;
  reset: () => void;
}

const ThemeColorsContext = createContext<ThemeColorsValue | null>(null);

/**
 * Holds the theme colours kept in local storage and applies them as CSS variables on <html>.
 * It starts from the defaults, like the server's HTML, and reads the storage after hydration,
 * so stored colours never cause a hydration mismatch.
 */
export function ThemeColorsProvider(props: { children: ReactNode }) {
  const [stored, setStored] = useState<StoredThemeColors>({});
  // Set only when colours were kept: a new empty object would give the context a new value, and
  // React would walk the whole page for its readers in the hydration's last task (a phone's longest).
  useEffect(() => {
    const kept = readStoredColors();
    if (Object.keys(kept).length > 0) setStored(kept);
  }, []);
  useEffect(() => {
    const style = document.documentElement.style;
    const variables = cssVariablesFor(stored);
    for (const name of THEME_CSS_VARIABLES) {
      if (variables[name]) style.setProperty(name, variables[name]);
      else style.removeProperty(name);
    }
  }, [stored]);

  const setColor = useCallback((name: ThemeColorName, value: string) => {
    const entries = storageEntriesFor(name, value);
    writeStoredColors(entries);
    setStored((previous) => ({ ...previous, ...entries }));
  }, []);
  const reset = useCallback(() => {
    clearStoredColors();
    setStored({});
  }, []);
  const value = useMemo(
    () => ({ colors: colorsFrom(stored), customised: Object.keys(stored).length > 0, setColor, reset }),
    [stored, setColor, reset],
  );
  return <ThemeColorsContext.Provider value={value}>{props.children}</ThemeColorsContext.Provider>;
}

export function useThemeColors(): ThemeColorsValue {
  const value = useContext(ThemeColorsContext);
  if (!value) throw new Error('useThemeColors needs a ThemeColorsProvider above it');
  return value;
}
