import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { LANGUAGE_CODES } from './languages';

const LOCALES = path.resolve(import.meta.dirname, '../../../public/locales');
const PLURAL = /_(zero|one|two|few|many|other)$/;

type Tree = { [key: string]: string | Tree };

function flatten(tree: Tree, prefix = ''): Record<string, string> {
  return Object.fromEntries(
    Object.entries(tree).flatMap(([key, value]) =>
      typeof value === 'string'
        ? [[`${prefix}${key}`, value]]
        : Object.entries(flatten(value, `${prefix}${key}.`)),
    ),
  );
}

const read = (lang: string, ns: string): Record<string, string> =>
  flatten(JSON.parse(fs.readFileSync(path.join(LOCALES, lang, `${ns}.json`), 'utf8')));

const placeholders = (text: string) =>
  [...text.matchAll(/\{\{\s*([\w.]+)[^}]*\}\}/g)].map((m) => m[1]).sort();

/** Keys as a language must have them: plural keys expanded to that language's plural categories. */
function expectedKeys(english: Record<string, string>, lang: string): string[] {
  const categories = new Intl.PluralRules(lang).resolvedOptions().pluralCategories;
  const keys = new Set<string>();
  for (const key of Object.keys(english)) {
    if (PLURAL.test(key)) for (const category of categories) keys.add(key.replace(PLURAL, `_${category}`));
    else keys.add(key);
  }
  return [...keys].sort();
}

const NAMESPACES = fs.readdirSync(path.join(LOCALES, 'en')).map((file) => file.replace(/\.json$/, ''));

describe.each(LANGUAGE_CODES.filter((lang) => lang !== 'en'))('translations in %s', (lang) => {
  it.each(NAMESPACES)('%s.json has every key of English, with the same placeholders', (ns) => {
    const english = read('en', ns);
    const translated = read(lang, ns);
    expect(Object.keys(translated).sort()).toEqual(expectedKeys(english, lang));
    for (const [key, text] of Object.entries(translated)) {
      expect(text.trim(), `${lang}/${ns}: ${key} is empty`).not.toBe('');
      const source = english[key] ?? english[key.replace(PLURAL, '_other')]!;
      // A plural form may leave the count out ("one school"), but never invents a placeholder.
      // It may show what English's other form shows: Russian's `one` is also 21, 31, ….
      const allowed = PLURAL.test(key)
        ? [
            ...new Set([
              ...placeholders(source),
              ...placeholders(english[key.replace(PLURAL, '_other')] ?? ''),
            ]),
          ]
        : placeholders(source);
      for (const name of placeholders(text))
        expect(allowed, `${lang}/${ns}: ${key} uses {{${name}}}`).toContain(name);
      if (!PLURAL.test(key)) expect(placeholders(text), `${lang}/${ns}: ${key}`).toEqual(allowed);
    }
  });
});
