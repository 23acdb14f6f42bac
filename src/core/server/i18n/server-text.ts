import { DEFAULT_LANGUAGE, matchLanguage } from '@/core/shared/languages';
import { loadTranslations } from '../render/translations';

function lookUp(lang: string, ns: string, key: string): string | undefined {
  let node: unknown = loadTranslations(lang)[ns];
  for (const part of key.split('.')) {
    node = typeof node === 'object' && node !== null ? (node as Record<string, unknown>)[part] : undefined;
  }
  return typeof node === 'string' ? node : undefined;
}

/**
 * A text of `public/locales` for what the server writes itself (a mail's sentences), named
 * `'ns:key'` in full so the translation-key check reads it; in English when the language lacks
 * it, `{{name}}` filled from `values` as given (the caller formats numbers). The language may be
 * a mail's lower-case code (`zh-hans`). Throws on a key English lacks: a bug, not a mail.
 */
export function serverText(lang: string, nsKey: string, values: Record<string, string> = {}): string {
  const [ns = '', key = ''] = nsKey.split(':');
  const code = matchLanguage(lang) ?? DEFAULT_LANGUAGE;
  const text = lookUp(code, ns, key) ?? lookUp(DEFAULT_LANGUAGE, ns, key);
  if (text === undefined) throw new Error(`No English text for ${nsKey}`);
  return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (placeholder, name: string) => values[name] ?? placeholder);
}
