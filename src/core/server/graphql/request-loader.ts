import DataLoader from 'dataloader';

/**
 * A loader of values by id that lives as long as one request's context: what the resolvers of a
 * request ask for while a query runs is fetched in one call of `batch` (one query for a page of
 * schools instead of one per school), and kept for that request only.
 */
export function requestLoader<C extends object, V>(
  batch: (context: C, ids: readonly string[]) => Promise<V[]>,
): (context: C, id: string) => Promise<V> {
  const loaders = new WeakMap<C, DataLoader<string, V>>();
  return (context, id) => {
    let loader = loaders.get(context);
    if (!loader) {
      loader = new DataLoader((ids: readonly string[]) => batch(context, ids));
      loaders.set(context, loader);
    }
    return loader.load(id);
  };
}

/**
 * A value read once per request's context, however many resolvers ask for it: a reference table
 * that two parts of one page read (a school's fees and its page's currency picker both read the
 * exchange rates). Only for reads: a request that changes the table would see the value before.
 */
export function requestMemo<C extends object, V>(
  read: (context: C) => Promise<V>,
): (context: C) => Promise<V> {
  const values = new WeakMap<C, Promise<V>>();
  return (context) => {
    let value = values.get(context);
    if (!value) {
      value = read(context);
      values.set(context, value);
    }
    return value;
  };
}
