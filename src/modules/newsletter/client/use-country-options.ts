import { useEffect, useState } from 'react';
import type { CountryOption } from '../shared/country-option';
import { NEWSLETTER_COUNTRIES_PATH } from '../shared/newsletter-paths';

/**
 * Country names in the page's language, fetched after the page shows: the bundle carries no
 * country list, and the server's HTML has no options (the select renders them only when opened).
 */
export function useCountryOptions(lang: string): { value: string; label: string }[] {
  const [options, setOptions] = useState<{ value: string; label: string }[]>([]);
  useEffect(() => {
    const controller = new AbortController();
    fetch(`${NEWSLETTER_COUNTRIES_PATH}?lang=${encodeURIComponent(lang)}`, { signal: controller.signal })
      .then((response) => (response.ok ? response.json() : { items: [] }))
      .then((body: { items: CountryOption[] }) =>
        setOptions(body.items.map((country) => ({ value: country.code, label: country.name }))),
      )
      // Without names the select stays empty; the field is optional, so the form still works.
      .catch(() => undefined);
    return () => controller.abort();
  }, [lang]);
  return options;
}
