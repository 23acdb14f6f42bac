import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Every translation key the code names exists in English, and every English key is named by the
 * code (the other languages are held to English by locales.test.ts). The sources are read as
 * text, the way a person reads how a key is looked up:
 *
 * - `t('key')` (also `i18n.t`, and a `t` renamed as `{ t: schoolText }`) looks the key up in the
 *   namespace of the nearest `useTranslation('ns')` above it that binds that name; `ns:key` and
 *   `{ ns: 'x' }` name theirs. A `t` the file does not bind (a `TFunction` handed in, a page's
 *   `meta`) may be any of its module's namespaces (`<module>`, `<module>-admin`), or the core's.
 * - `i18nKey="key"` of `<Trans>` likewise.
 * - `'ns:key'` anywhere on the client or shared side names a key (or a group of keys, as
 *   `useUnsavedChanges(…, 'openschool:edit.leave')` does); on the server it is a label handed to
 *   the client (dashboard figures, moderated kinds). Server strings that merely look like keys
 *   (OpenStreetMap's `contact:website`) are not checked there.
 * - `t(\`grades.systems.${system}\`)` uses every key it can build (enum labels).
 * - A string equal to a key of the file's namespaces is a key put in a table and translated later
 *   (`label: 'compare.rows.note'`).
 * - `errors` holds the codes the server and the shared schemas answer (`email.invalid`,
 *   `${key}.too.long`), translated by code: a key is used when some source writes that code.
 */

/** Keys looked up in a way the reading above cannot see, with where and why. None today. */
const KEYS_BUILT_AT_RUN_TIME: readonly string[] = [];

const ROOT = path.resolve(import.meta.dirname, '../../..');
const ENGLISH = path.join(ROOT, 'public/locales/en');
const PLURAL = /_(zero|one|two|few|many|other)$/;

type Tree = { [key: string]: string | Tree };
const flatten = (tree: Tree, prefix = ''): string[] =>
  Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string' ? [`${prefix}${key}`] : flatten(value, `${prefix}${key}.`),
  );

/** Each namespace's keys as code names them: `count_one` and `count_other` are `count`. */
const english = new Map(
  fs.readdirSync(ENGLISH).map((file) => {
    const tree = JSON.parse(fs.readFileSync(path.join(ENGLISH, file), 'utf8')) as Tree;
    return [file.replace(/\.json$/, ''), new Set(flatten(tree).map((key) => key.replace(PLURAL, '')))];
  }),
);

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(file);
    return /\.tsx?$/.test(entry.name) && !/\.(test|d)\.tsx?$/.test(entry.name) ? [file] : [];
  });
}

const withoutComments = (text: string) =>
  text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:'"`\\])\/\/.*$/gm, '$1');

/**
 * `a.${x}.b` as a pattern of the keys it builds; null when no word of it is written out
 * (`${code}`, `${field}.${rule}`), which says nothing about which keys it builds.
 */
function templatePattern(key: string): RegExp | null {
  if (!/[a-z]/i.test(key.replace(/\$\{[^}]*\}/g, ''))) return null;
  return new RegExp(`^${key.replace(/\./g, '\\.').replace(/\$\{[^}]*\}/g, '.+')}$`);
}

const named = new Set<string>(KEYS_BUILT_AT_RUN_TIME);
const patterns: { ns: string; pattern: RegExp }[] = [];
const missing: string[] = [];
const has = (ns: string, key: string) => english.get(ns)?.has(key) ?? false;
const inGroup = (ns: string, group: string) =>
  [...(english.get(ns) ?? [])].filter((key) => key.startsWith(`${group}.`));
const withNamespace = (key: string) => /^([\w-]+):(.+)$/.exec(key)?.filter((_, i) => i > 0) ?? [];

for (const file of sourceFiles(path.join(ROOT, 'src'))) {
  const where = path.relative(ROOT, file);
  const text = withoutComments(fs.readFileSync(file, 'utf8'));
  // Codes: any string or template a source writes may be a code the errors namespace translates.
  for (const [, , code] of text.matchAll(/(['"`])([\w.${}]+)\1/g))
    if (code?.includes('${')) {
      const pattern = templatePattern(code);
      if (pattern) patterns.push({ ns: 'errors', pattern });
    } else if (code && has('errors', code)) named.add(`errors:${code}`);
  if (/\/server\/|server\.tsx?$/.test(where)) {
    for (const [, ns, key] of text.matchAll(/['"`]([\w-]+):([\w.]+)['"`]/g))
      if (ns && key && english.has(ns)) named.add(`${ns}:${key}`);
    continue;
  }
  const module = /^src\/modules\/([^/]+)\//.exec(where)?.[1];
  const home = module ? [module, `${module}-admin`].filter((ns) => english.has(ns)) : ['common', 'admin'];
  const bindings = [...text.matchAll(/\{([^}]*)\}\s*=\s*useTranslation\(\s*\[?\s*(?:'([\w-]+)')?/g)].flatMap(
    (match) => {
      const name =
        /\bt\s*:\s*(\w+)/.exec(match[1] ?? '')?.[1] ??
        (/(^|[\s,])t\s*(,|$)/.test(match[1] ?? '') ? 't' : null);
      return name ? [{ name, ns: match[2] ?? 'common', at: match.index }] : [];
    },
  );
  const namespaceOf = (name: string, at: number) =>
    bindings.findLast((b) => b.name === name && b.at < at)?.ns ?? bindings.find((b) => b.name === name)?.ns;
  /** Where a key without `ns:` may be: its binding's namespace, else any of the file's. */
  const candidates = (key: string, ns: string | undefined): [string, string][] => {
    const [prefix, rest] = withNamespace(key);
    if (prefix && rest && english.has(prefix)) return [[prefix, rest]];
    return (ns ? [ns] : home).map((n) => [n, key]);
  };
  const lookUp = (key: string, ns: string | undefined) => {
    const places = candidates(key, ns);
    if (!places.some(([n, k]) => has(n, k)))
      missing.push(`${places.map((p) => p.join(':')).join(' or ')} (${where})`);
    for (const [n, k] of places) named.add(`${n}:${k}`);
  };
  const names = [...new Set(['t', ...bindings.map((b) => b.name)])].join('|');
  const calls = new RegExp(
    `(?<![\\w.])(?:i18n\\.)?(${names})\\(\\s*(['"\`])((?:(?!\\2)[^\\\\]|\\\\.)*)\\2(?=([^)]*))`,
    'g',
  );
  for (const call of text.matchAll(calls)) {
    const [, name = 't', quote, key = '', options = ''] = call;
    const ns = /ns: '([\w-]+)'/.exec(options)?.[1] ?? namespaceOf(name, call.index);
    if (!(quote === '`' && key.includes('${'))) {
      lookUp(key, ns);
      continue;
    }
    const [prefix, rest] = withNamespace(key);
    const built = prefix && english.has(prefix) ? rest : key;
    const pattern = templatePattern(built ?? key);
    const spaces = prefix && english.has(prefix) ? [prefix] : ns ? [ns] : home;
    if (pattern) for (const n of spaces) patterns.push({ ns: n, pattern });
  }
  for (const [, key] of text.matchAll(/i18nKey=["'{]+([\w.:-]+)/g)) lookUp(key ?? '', bindings[0]?.ns);
  const own = [...new Set([...bindings.map((b) => b.ns), ...home])];
  for (const [, literal] of text.matchAll(/['"`]([\w-]+:[\w.-]+|[\w.-]+)['"`]/g)) {
    const [prefix, rest] = withNamespace(literal ?? '');
    const spaces: [string, string][] =
      prefix && rest && english.has(prefix) ? [[prefix, rest]] : own.map((n) => [n, literal ?? '']);
    for (const [n, k] of spaces) if (has(n, k)) named.add(`${n}:${k}`);
    // Only a group named with its namespace counts: a bare `'detail'` is not all of `detail.*`.
    if (!prefix || !rest || !english.has(prefix) || has(prefix, rest)) continue;
    const group = inGroup(prefix, rest);
    for (const key of group) named.add(`${prefix}:${key}`);
    if (group.length === 0) missing.push(`${prefix}:${rest} (${where})`);
  }
}

describe('translation keys', () => {
  it('every key the code names exists in English', () => {
    expect([...new Set(missing)].sort()).toEqual([]);
  });

  it('every English key is named by the code', () => {
    const unused = [...english].flatMap(([ns, keys]) =>
      [...keys]
        .filter((key) => !named.has(`${ns}:${key}`))
        .filter((key) => !patterns.some((p) => p.ns === ns && p.pattern.test(key)))
        .map((key) => `${ns}:${key}`),
    );
    expect(unused.sort()).toEqual([]);
  });
});
