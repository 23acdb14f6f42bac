import type { i18n as I18n, TFunction } from 'i18next';
import { useContext, useEffect, useMemo, useReducer, useSyncExternalStore } from 'react';
import { I18nContext } from 'react-i18next';

export interface Translation {
  /** The texts of the first namespace; another's as `ns:key`. */
  t: TFunction;
  i18n: I18n;
  /** False while one of the namespaces is still loading (its texts show as their keys until then). */
  ready: boolean;
}

// What a component's translations depend on besides the language: how many times the events it
// listens to have fired on this instance (`loaded`: a namespace arrived). One counting listener per
// instance and events, added before the first component's own, so the count is new when it hears.
const revisions = new WeakMap<I18n, Map<string, number>>();
const revisionOf = (i18n: I18n, events: string) => revisions.get(i18n)?.get(events) ?? 0;

function countEvents(i18n: I18n, events: string): void {
  let byEvents = revisions.get(i18n);
  if (!byEvents) {
    byEvents = new Map();
    revisions.set(i18n, byEvents);
  }
  if (byEvents.has(events)) return;
  const counts = byEvents;
  counts.set(events, 0);
  for (const event of events.split(' '))
    i18n.on(event, () => counts.set(events, revisionOf(i18n, events) + 1));
}

function subscribeTo(i18n: I18n, events: string) {
  return (changed: () => void) => {
    countEvents(i18n, events);
    for (const event of events.split(' ')) i18n.on(event, changed);
    return () => {
      for (const event of events.split(' ')) i18n.off(event, changed);
    };
  };
}

// One `t` per instance, language and namespace, shared by every component that asks.
const fixedTs = new WeakMap<I18n, Map<string, TFunction>>();
function fixedTOf(i18n: I18n, language: string, ns: string): TFunction {
  let byKey = fixedTs.get(i18n);
  if (!byKey) {
    byKey = new Map();
    fixedTs.set(i18n, byKey);
  }
  const key = `${language}\u0000${ns}`;
  let t = byKey.get(key);
  if (!t) {
    t = i18n.getFixedT(language, ns) as TFunction;
    byKey.set(key, t);
  }
  return t;
}

/**
 * A component's texts, as react-i18next's `useTranslation` gives them (`t`, `i18n`, `ready`,
 * rendered again when the language changes or a namespace it waits for arrives), for a fraction
 * of its cost: react-i18next 17 copies the i18n instance, property by property, for every
 * component it mounts, which took 5.7 % of a country list's server render and a tenth of a
 * phone's hydration (decision 093). `bindI18n` names other i18next events that give a new `t`.
 */
export function useTranslation(
  ns?: string | readonly string[],
  options: { bindI18n?: string } = {},
): Translation {
  const { i18n } = useContext(I18nContext);
  const namespaces = ns === undefined ? [String(i18n.options.defaultNS ?? 'common')] : [ns].flat();
  const namespacesKey = namespaces.join(' ');
  const events = options.bindI18n ?? 'languageChanged';
  const subscribe = useMemo(() => subscribeTo(i18n, events), [i18n, events]);
  const revision = useSyncExternalStore(
    subscribe,
    () => revisionOf(i18n, events),
    () => revisionOf(i18n, events),
  );
  const ready = namespaces.every((name) => i18n.hasLoadedNamespace(name));
  // A namespace not loaded yet is asked for once the component is on screen; it renders again then.
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
  const language = i18n.language;
  const first = namespaces[0]!;
  const shared = fixedTOf(i18n, language, first);
  // A `t` of its own for each event listened to beyond the language (effects that depend on it run again).
  // biome-ignore lint/correctness/useExhaustiveDependencies: `revision` is what renews it
  const t = useMemo(
    () => (options.bindI18n ? (i18n.getFixedT(language, first) as TFunction) : shared),
    [shared, revision, options.bindI18n],
  );
  return { t, i18n, ready };
}
