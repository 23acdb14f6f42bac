import { useSearchParams } from 'react-router';
import { useRememberPreferences } from '@/core/client/preferences/remember-preferences';
import { CURRENCY_PREFERENCE } from '@/modules/openschool/shared/visitor-preferences';

/**
 * Remembers the currency the visitor chose (in the list's fee filter, on a school's fees tab),
 * for this browser and a member's account (decision 103): the pages opened next show their
 * fees in it too. Null forgets it (US dollars only).
 */
export function useRememberCurrency(): (currency: string | null) => void {
  const remember = useRememberPreferences();
  return (currency) => remember({ [CURRENCY_PREFERENCE.name]: currency });
}

/**
 * The currency the visitor wants fees shown in besides the school's and US dollars, from the
 * URL (`?currency=EUR`, so a shared link shows the same). A page opened without it gets the
 * remembered one in its address, from the server or the link that opened it. Only currencies
 * of `known` count. Null: none chosen.
 */
export function useVisitorCurrency(
  known: readonly string[],
): [string | null, (currency: string | null) => void] {
  const [search, setSearch] = useSearchParams();
  const rememberCurrency = useRememberCurrency();
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

  return [currency, choose];
}
