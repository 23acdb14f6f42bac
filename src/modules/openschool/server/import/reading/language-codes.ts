let codesByName: Map<string, string> | null = null;

/**
 * A language's ISO 639-1 code from its code or its English name (`english`, `English` → `en`),
 * read from the runtime's CLDR data; undefined when it is neither.
 */
export function languageCodeOf(text: string): string | undefined {
  const value = text.trim().toLowerCase();
  if (!codesByName) {
    codesByName = new Map();
    const names = new Intl.DisplayNames(['en'], { type: 'language', fallback: 'none' });
    for (let a = 97; a <= 122; a++)
      for (let b = 97; b <= 122; b++) {
        const code = String.fromCharCode(a, b);
        const name = names.of(code);
        if (name) codesByName.set(name.toLowerCase(), code);
      }
  }
  if (/^[a-z]{2}$/.test(value)) return [...codesByName.values()].includes(value) ? value : undefined;
  return codesByName.get(value);
}
