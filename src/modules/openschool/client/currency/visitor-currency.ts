import { useEffect } from 'react';
import { useSearchParams } from 'react-router';

/** Where the browser remembers the visitor's currency between pages and visits. */
export const CURRENCY_STORAGE_KEY = 'openschool.currency';

/** The currency the visitor chose last, in this browser; null for none. */
export function rememberedCurrency(): string | null {
  try {
    return window.localStorage.getItem(CURRENCY_STORAGE_KEY);
  } catch {
    return null;
  }
}

/**
 * Remembers the currency the visitor chose (in the list's fee filter, on a school's fees tab):
 * the next school page shows its fees in it too. Null forgets it (US dollars only).
 */
export function rememberCurrency(currency: string | null): void {
  try {
    if (currency) window.localStorage.setItem(CURRENCY_STORAGE_KEY, currency);
    else window.localStorage.removeItem(CURRENCY_STORAGE_KEY);
  } catch {
    // Storage refused (private mode): the URL still carries the choice.
  }
}

/**
 * The currency the visitor wants fees shown in besides the school's and US dollars: from the
 * URL (`?currency=EUR`, so a shared link shows the same), else the one they chose last time,
 * put back in the URL. Only currencies of `known` count. Null: none chosen.
 */
export function useVisitorCurrency(
  known: readonly string[],
): [string | null, (currency: string | null) => void] {
  const [search, setSearch] = useSearchParams();
  const fromUrl = search.get('currency')?.toUpperCase() ?? null;
  const currency = fromUrl && known.includes(fromUrl) ? fromUrl : null;

  const choose = (next: string | null) => {
    rememberCurrency(next);
    setSearch(
      (previous) => {
        const params = new URLSearchParams(previous);
        if (next) params.set('currency', next);
        else params.delete('currency');
        return params;
      },
      { replace: true, preventScrollReset: true },
    );
  };

  // biome-ignore lint/correctness/useExhaustiveDependencies: only once, when the page opens
  useEffect(() => {
    if (fromUrl) return;
    const remembered = rememberedCurrency();
    if (remembered && known.includes(remembered)) choose(remembered);
  }, []);

  return [currency, choose];
}
