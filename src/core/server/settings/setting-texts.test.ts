import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { LANGUAGE_CODES } from '@/core/shared/languages';
import { loadServerModules } from '../modules';
import { settingCatalogue } from './setting-catalogue';
import { RUNTIME_SECTION } from './settings-admin-service';

const LOCALES = path.resolve(import.meta.dirname, '../../../../public/locales');

/** Every key the settings page shows: the platform's and every module's. */
const shown = settingCatalogue(await loadServerModules()).filter(
  (definition) => definition.section !== RUNTIME_SECTION,
);

type Texts = Record<string, { label?: string; help?: string }>;
const textsOf = (lang: string): Texts =>
  JSON.parse(fs.readFileSync(path.join(LOCALES, lang, 'admin.json'), 'utf8')).settings.keys ?? {};

describe.each(LANGUAGE_CODES)('settings page texts in %s', (lang) => {
  const texts = textsOf(lang);

  it('give every setting key a label and a line of help', () => {
    for (const { key } of shown) {
      const label = texts[key]?.label?.trim();
      expect(label, `${lang}: settings.keys.${key}.label`).toBeTruthy();
      expect(label, `${lang}: ${key} is labelled by its key`).not.toBe(key);
      expect(texts[key]?.help?.trim(), `${lang}: settings.keys.${key}.help`).toBeTruthy();
    }
  });

  it('label no two keys of a section alike, and none that no longer exists', () => {
    const sections = new Map<string, string[]>();
    for (const { key, section } of shown) sections.set(section, [...(sections.get(section) ?? []), key]);
    for (const [section, keys] of sections) {
      const labels = keys.map((key) => texts[key]?.label);
      expect(new Set(labels).size, `${lang}: labels of ${section}: ${labels.join(' | ')}`).toBe(keys.length);
    }
    const known = new Set(shown.map((definition) => definition.key));
    expect(Object.keys(texts).filter((key) => !known.has(key))).toEqual([]);
  });
});
