/**
 * `Intl` formatters, made once per locale and options and reused. Building one costs far more
 * than formatting with it (a country list formats 200 counts, a school list 20 prices), and
 * the server renders the same few locales all day. Only the formatting layer (format.ts) uses
 * these; everything else formats through it.
 */
const formats = new Map<string, unknown>();

function cached<T>(kind: string, locale: string, options: object | undefined, make: () => T): T {
  const key = `${kind}\u0000${locale}\u0000${options ? JSON.stringify(options) : ''}`;
  let format = formats.get(key) as T | undefined;
  if (format === undefined) {
    format = make();
    // Locales and options come from code and the 20 languages, but a cache must stay bounded.
    if (formats.size >= 1000) formats.clear();
    formats.set(key, format);
  }
  return format;
}

/** `new Intl.NumberFormat(locale, options)`, from the cache. Throws as the constructor does. */
export function numberFormat(locale: string, options?: Intl.NumberFormatOptions): Intl.NumberFormat {
  return cached('number', locale, options, () => new Intl.NumberFormat(locale, options));
}

/** `new Intl.DateTimeFormat(locale, options)`, from the cache. */
export function dateTimeFormat(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  return cached('date', locale, options, () => new Intl.DateTimeFormat(locale, options));
}

/** `new Intl.ListFormat(locale, { type: 'conjunction' })` ("IB, A-Levels and IGCSE"), from the cache. */
export function conjunctionFormat(locale: string): Intl.ListFormat {
  return cached('list', locale, undefined, () => new Intl.ListFormat(locale, { type: 'conjunction' }));
}

/** `new Intl.DisplayNames([locale], options)`, from the cache. */
export function displayNames(locale: string, options: Intl.DisplayNamesOptions): Intl.DisplayNames {
  return cached('names', locale, options, () => new Intl.DisplayNames([locale], options));
}
