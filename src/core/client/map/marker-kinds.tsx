import { type ComponentType, type LazyExoticComponent, lazy, Suspense } from 'react';
import type { MapMarkerKind, MarkerCardProps } from '../module';
import { enabledModules } from '../modules';
import { useSettings } from '../site-data';

/** The kinds of marker the enabled modules draw on the map (the schools', the places'), by kind. */
export function markerKindsOf(settings: Record<string, unknown>): ReadonlyMap<string, MapMarkerKind> {
  return new Map(
    enabledModules(settings).flatMap((module) =>
      module.mapMarkers ? [[module.mapMarkers.kind, module.mapMarkers] as const] : [],
    ),
  );
}

/** `markerKindsOf` the page's settings. */
export function useMarkerKinds(): ReadonlyMap<string, MapMarkerKind> {
  return markerKindsOf(useSettings());
}

// One lazy card per kind for the life of the page, as for the footer blocks.
const lazyCards = new Map<string, LazyExoticComponent<ComponentType<MarkerCardProps>>>();

/**
 * The card a marker opens, from the module owning its kind; loaded when it first opens, with
 * Mantine's providers (a card is made of Mantine's components; the map and its page are not).
 */
export function MarkerCard(props: MarkerCardProps & { kind: MapMarkerKind }) {
  const { kind, ...marker } = props;
  let Card = lazyCards.get(kind.kind);
  if (!Card) {
    Card = lazy(async () => {
      const [card, mantine] = await Promise.all([kind.card(), import('../theme/with-mantine')]);
      return { default: mantine.withMantine(card.default) };
    });
    lazyCards.set(kind.kind, Card);
  }
  return (
    <Suspense fallback={null}>
      <Card {...marker} />
    </Suspense>
  );
}
