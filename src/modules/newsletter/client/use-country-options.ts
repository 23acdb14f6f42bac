import { useEffect, useState } from 'react';
import type { CountryOption } from '../shared/country-option';
import { NEWSLETTER_COUNTRIES_PATH } from '../shared/newsletter-paths';

/**
 * Country names in the page's language, fetched once `wanted` (the visitor has started on the
 * form, or it came back from the server with a country): the bundle carries no country list, the
 * server's HTML has no options (the select renders them only when opened), and a page only read
 * never builds the select's 250 options (a tenth of a second on a phone, decision 093).
 */
export function useCountryOptions(lang: string, wanted: boolean): { value: string; label: string }[] {
  const [options, setOptions] = useState<{ value: string; label: string }[]>([]);
  useEffect(() => {
    if (!wanted) return;
    const controller = new AbortController();
    fetch(`${NEWSLETTER_COUNTRIES_PATH}?lang=${encodeURIComponent(lang)}`, { signal: controller.signal })
      .then((response) => (response.ok ? response.json() : { items: [] }))
      .then((body: { items: CountryOption[] }) =>
        setOptions(body.items.map((country) => ({ value: country.code, label: country.name }))),
      )
      // Without names the select stays empty; the field is optional, so the form still works.
      .catch(() => undefined);
    return () => controller.abort();
  }, [lang, wanted]);
  return options;
}
