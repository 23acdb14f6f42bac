import { formatOf } from '../shared/format';

/** A language's texts by namespace, as in `public/locales/{lng}/{ns}.json`. */
export type Translations = Record<string, Record<string, unknown>>;

/** What a text is filled with: `{{name}}` placeholders, and the three options a text may take. */
export interface TOptions {
  /**
   * A number picks the plural form of the page's language (`key_one`, `key_few`, `key_other`…);
   * a count already written as text (`1,234+`) fills `{{count}}` of the key alone, as in i18next.
   */
  count?: number | string;
  /** Shown when the key is missing (a value that has no translation of its own). */
  defaultValue?: string;
  /** The namespace, when not the one the function was made for. */
  ns?: string;
  [name: string]: unknown;
}

/** A text by key: `key` in the function's namespace, or `ns:key`; the key itself when missing. */
export type TFunction = (key: string, options?: TOptions) => string;

export const DEFAULT_NAMESPACE = 'common';

interface TranslatorOptions {
  language: string;
  /** The texts known at the start (a page embeds those its server render read). */
  translations: Translations;
  /** Where a namespace not known yet is fetched from; none on the server, which has them all. */
  loadPath?: (ns: string) => string;
  /** Told of a key missing from a namespace that has loaded. */
  onMissing?: (ns: string, key: string) => void;
}

/**
 * The page language's texts: a key's lookup, its plural form and its placeholders, and the
 * namespaces loaded on demand. What this site's texts use of i18next, in a few lines that are
 * cheap to start on every request and every page (i18next took 15 kB of every page's first
 * script and its start a long task of a phone's; decision 109).
 */
export class Translator {
  readonly language: string;
  private readonly namespaces: Translations;
  private readonly options: TranslatorOptions;
  private readonly plurals: Intl.PluralRules;
  private readonly number: (value: number) => string;
  private readonly fixed = new Map<string, TFunction>();
  private readonly loading = new Map<string, Promise<void>>();
  private readonly listeners = new Set<() => void>();
  /** How many times namespaces have arrived: what a text that waits for them depends on. */
  private arrivals = 0;

  constructor(options: TranslatorOptions) {
    this.options = options;
    this.language = options.language;
    // Kept as given: the server's render watches which namespaces it reads (translations-read.ts).
    this.namespaces = options.translations;
    this.plurals = new Intl.PluralRules(options.language);
    this.number = formatOf(options.language).number;
  }

  /** Texts of the default namespace (`common`), or of another as `ns:key`. */
  readonly t: TFunction = this.fixedT(DEFAULT_NAMESPACE);

  /** The same function for every caller of a namespace. */
  fixedT(ns: string = DEFAULT_NAMESPACE): TFunction {
    let t = this.fixed.get(ns);
    if (!t) {
      t = (key, options) => this.translate(ns, key, options);
      this.fixed.set(ns, t);
    }
    return t;
  }

  /** Whether a text exists for the key (`ns:key`, or a key of the default namespace). */
  exists(key: string): boolean {
    const [ns, path] = this.split(DEFAULT_NAMESPACE, key);
    return typeof findText(this.namespaces[ns], path) === 'string';
  }

  hasLoadedNamespace(ns: string): boolean {
    return Object.hasOwn(this.namespaces, ns);
  }

  /**
   * Fetches the namespaces not known yet, and tells the listeners when they are. Never fails:
   * a namespace that could not be fetched is asked for again the next time.
   */
  loadNamespaces(names: readonly string[]): Promise<void> {
    const { loadPath } = this.options;
    const wanted = names.filter((ns) => !this.hasLoadedNamespace(ns));
    if (!loadPath || wanted.length === 0) return Promise.resolve();
    return Promise.all(wanted.map((ns) => this.load(ns, loadPath(ns)))).then(() => undefined);
  }

  /** Listens for namespaces arriving; returns how to stop. */
  readonly subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  readonly revision = (): number => this.arrivals;

  private load(ns: string, url: string): Promise<void> {
    let loading = this.loading.get(ns);
    if (!loading) {
      loading = fetch(url)
        .then((response) => (response.ok ? response.json() : Promise.reject(new Error(url))))
        .then((texts: Record<string, unknown>) => {
          this.namespaces[ns] = texts;
          this.arrivals += 1;
          for (const listener of [...this.listeners]) listener();
        })
        .catch(() => undefined)
        .finally(() => this.loading.delete(ns));
      this.loading.set(ns, loading);
    }
    return loading;
  }

  private split(ns: string, key: string): [string, string] {
    const colon = key.indexOf(':');
    return colon > 0 ? [key.slice(0, colon), key.slice(colon + 1)] : [ns, key];
  }

  private translate(fixedNs: string, key: string, options: TOptions = {}): string {
    const [ns, path] = this.split(options.ns ?? fixedNs, key);
    const texts = this.namespaces[ns];
    let text: unknown;
    // i18next's order: `_zero` for none, then the language's plural form, then the key alone.
    if (typeof options.count === 'number') {
      if (options.count === 0) text = findText(texts, `${path}_zero`);
      text ??= findText(texts, `${path}_${this.plurals.select(options.count)}`);
    }
    text ??= findText(texts, path);
    if (typeof text !== 'string') {
      if (this.hasLoadedNamespace(ns)) this.options.onMissing?.(ns, path);
      return options.defaultValue === undefined ? path : this.fill(options.defaultValue, options);
    }
    return text.includes('{{') ? this.fill(text, options) : text;
  }

  /**
   * `{{name}}` filled from the options: a number written as the language writes numbers (one
   * numbering system per page, `1 234` in French), null as nothing; a placeholder without a
   * value stays as it is.
   */
  private fill(text: string, values: TOptions): string {
    return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (placeholder, name: string) => {
      if (!Object.hasOwn(values, name)) return placeholder;
      const value = values[name];
      if (typeof value === 'number' && Number.isFinite(value)) return this.number(value);
      return value === undefined || value === null ? '' : String(value);
    });
  }
}

/**
 * A key's text in a namespace: a key as written (`validation.email` in a flat file), else its
 * dotted path through nested objects, where a part may itself hold a dot.
 */
function findText(texts: Record<string, unknown> | undefined, path: string): string | undefined {
  if (!texts) return undefined;
  const direct = Object.hasOwn(texts, path) ? texts[path] : undefined;
  if (typeof direct === 'string') return direct;
  const parts = path.split('.');
  let node: unknown = texts;
  for (let start = 0; start < parts.length; ) {
    if (typeof node !== 'object' || node === null) return undefined;
    const record = node as Record<string, unknown>;
    let next: unknown;
    let end = start;
    let name = parts[start]!;
    // The shortest run of parts that names something (a text only when it is the last part).
    for (; end < parts.length; end++, name += `.${parts[end]}`) {
      next = Object.hasOwn(record, name) ? record[name] : undefined;
      if (next !== undefined && (typeof next === 'object' || end === parts.length - 1)) break;
      next = undefined;
    }
    if (next === undefined) return undefined;
    node = next;
    start = end + 1;
  }
  return typeof node === 'string' ? node : undefined;
}
