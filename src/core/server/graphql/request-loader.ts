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
