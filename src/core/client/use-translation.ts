import { createContext, useContext, useEffect, useReducer } from 'react';
import { DEFAULT_NAMESPACE, type TFunction, type Translator } from './translator';

export type { TFunction } from './translator';

/** The page language's texts, given to every component by `AppProviders`. */
export const I18nContext = createContext<Translator | null>(null);

export interface Translation {
  /** The texts of the first namespace; another's as `ns:key`. */
  t: TFunction;
  i18n: Translator;
  /** False while one of the namespaces is still loading (its texts show as their keys until then). */
  ready: boolean;
}

/**
 * A component's texts: `t` for its namespace (the default one, `common`, when none is named), the
 * translator, and whether its namespaces have loaded. A namespace not loaded yet is asked for
 * once the component is on screen, which renders again when it arrives. Nothing else renders it
 * again: the page's other translations arriving once it is idle change none of its texts. What
 * must follow every arrival (the page's <head>) subscribes to the translator itself.
 */
export function useTranslation(ns?: string | readonly string[]): Translation {
  const i18n = useContext(I18nContext);
  if (!i18n) throw new Error('useTranslation needs an I18nContext provider (AppProviders).');
  const namespaces = ns === undefined ? [DEFAULT_NAMESPACE] : [ns].flat();
  const namespacesKey = namespaces.join(' ');
  const ready = namespaces.every((name) => i18n.hasLoadedNamespace(name));
  const [, arrived] = useReducer((count: number) => count + 1, 0);
  // The namespaces are named by their key: a new array each render asks for nothing new.
  useEffect(() => {
    if (ready) return;
    let current = true;
    void i18n.loadNamespaces(namespacesKey.split(' ')).then(() => current && arrived());
    return () => {
      current = false;
    };
  }, [i18n, ready, namespacesKey]);
  return { t: i18n.fixedT(namespaces[0]), i18n, ready };
}
