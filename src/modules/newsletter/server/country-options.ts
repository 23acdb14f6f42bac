import { countryName, listCountries } from '@/core/server/countries/countries';
import type { LanguageCode } from '@/core/shared/languages';
import type { CountryOption } from '../shared/country-option';

const byLanguage = new Map<LanguageCode, CountryOption[]>();

/** Every country with its name in the language, sorted as a reader of that language expects. */
export function countryOptions(lang: LanguageCode): CountryOption[] {
  let options = byLanguage.get(lang);
  if (!options) {
    const collator = new Intl.Collator(lang);
    options = listCountries()
      .map((country) => ({ code: country.code, name: countryName(country.code, lang) }))
      .sort((a, b) => collator.compare(a.name, b.name));
    byLanguage.set(lang, options);
  }
  return options;
}
