import type { Translations } from './i18n';

/**
 * A language's translations, watched while a page renders on the server: the namespaces the
 * render read are the ones the page embeds (`read()`); the browser loads the others once the page
 * is idle (decision 093). The translator keeps the object it is given and goes through it,
 * namespace first, on every lookup, so a read is seen whichever way a text was asked for (a hook,
 * a `ns:key`, the page's metadata).
 */
export function watchedTranslations(translations: Translations) {
  const read = new Set<string>();
  let watching = false;
  const watched = new Proxy(translations, {
    get(target, ns, receiver) {
      if (watching && typeof ns === 'string' && Object.hasOwn(target, ns)) read.add(ns);
      return Reflect.get(target, ns, receiver);
    },
  });
  return {
    translations: watched,
    /** Reads count from now on (what is read before the render, to set it up, does not). */
    watch(): void {
      watching = true;
    },
    /** The namespaces read since `watch()`, in a fixed order. */
    read(): string[] {
      return [...read].sort();
    },
  };
}
