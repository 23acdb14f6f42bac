/**
 * `Intl` formatters, made once per locale and options and reused. Building one costs far more
 * than formatting with it (a country list formats 200 counts, a school list 20 prices), and
 * the server renders the same few locales all day.
 */
const numberFormats = new Map<string, Intl.NumberFormat>();

/** `new Intl.NumberFormat(locale, options)`, from the cache. Throws as the constructor does. */
export function numberFormat(locale: string, options?: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = options ? `${locale}\u0000${JSON.stringify(options)}` : locale;
  let format = numberFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, options);
    // Locales and options come from code and the 20 languages, but a cache must stay bounded.
    if (numberFormats.size >= 500) numberFormats.clear();
    numberFormats.set(key, format);
  }
  return format;
}

const listFormats = new Map<string, Intl.ListFormat>();

/** `new Intl.ListFormat(locale, { type: 'conjunction' })` ("IB, A-Levels and IGCSE"), from the cache. */
export function conjunctionFormat(locale: string): Intl.ListFormat {
  let format = listFormats.get(locale);
  if (!format) {
    format = new Intl.ListFormat(locale, { type: 'conjunction' });
    if (listFormats.size >= 100) listFormats.clear();
    listFormats.set(locale, format);
  }
  return format;
}
