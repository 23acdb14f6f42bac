import { useQuery } from '@apollo/client/react';
import { useEffect, useState } from 'react';
import { DATA_QUERY, settingsMap } from '../data-query';
import { enabledModules } from '../modules';

/**
 * The `mapMarkers` arguments of the map address's query (`?country=SG&curriculum=ib-dp`), each
 * read by the enabled module owning the layer, whose reader loads on first use: `{}` for an
 * address without a query, null while the readers load.
 */
export function useMapFilters(search: string): Record<string, unknown> | null {
  const { data } = useQuery(DATA_QUERY, { fetchPolicy: 'cache-only' });
  const [read, setRead] = useState<{ search: string; filters: Record<string, unknown> } | null>(null);
  useEffect(() => {
    if (!search) return;
    let current = true;
    const readers = enabledModules(settingsMap(data?.settings.items)).flatMap((module) =>
      module.mapFilter ? [module.mapFilter] : [],
    );
    void Promise.all(
      readers.map(async ({ argument, load }) => {
        const reader = (await load()).default;
        return [argument, reader(new URLSearchParams(search))] as const;
      }),
    ).then((entries) => {
      if (current) setRead({ search, filters: Object.fromEntries(entries) });
    });
    return () => {
      current = false;
    };
  }, [search, data]);
  if (!search) return {};
  return read?.search === search ? read.filters : null;
}
