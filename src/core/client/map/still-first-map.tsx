import { type ComponentProps, lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { useQuery } from '@/core/client/graphql-client/use-query';
import { type MapView, positionFitting, viewAround } from '@/core/shared/map-projection';
import { type MapPosition, MIN_MAP_ZOOM } from '@/core/shared/map-viewport';
import { useSettings } from '../site-data';
import { approximatePosition, ipinfoKeyOf } from './approximate-position';
import { followInAddress } from './map-address';
import { useEnabledMapFilters } from './map-filters';
import { type MapMarkerView, mapMarkersQuery } from './map-markers.query';
import { useTileUrl } from './map-tiles';
import { useMarkerKinds } from './marker-kinds';
import { MarkersInView } from './markers-in-view';
import { StillMap } from './still-map';

/** Leaflet touches `window` when imported: the map that moves loads in the browser, when touched. */
const MarkersMap = lazy(() => import('./markers-map'));

/**
 * What the still map draws, and asks markers for, before it knows its size (on the server): more
 * than a large screen around its centre. The server asks for the same, so the page's first
 * markers come with its HTML.
 */
const STILL_REACH = { width: 2048, height: 1280 };

/** The `mapMarkers` view of the still map at a position: what the map's page prefetches. */
export const stillMarkersView = (position: MapPosition): MapView =>
  viewAround(position, STILL_REACH.width, STILL_REACH.height);

/** A list's map opens on the list's schools: framed as Leaflet's `fitBounds` would, at most this close. */
const FIT = { padding: 32, minZoom: MIN_MAP_ZOOM, maxZoom: 13 };

type MarkersMapProps = Omit<ComponentProps<typeof MarkersMap>, 'children' | 'onOpen'>;

/** The size of the element `box` holds, as the browser lays it out; null until it has. */
function useSize(box: React.RefObject<HTMLDivElement | null>) {
  const [size, setSize] = useState<{ width: number; height: number } | null>(null);
  useEffect(() => {
    const element = box.current;
    if (!element) return;
    const observer = new ResizeObserver(([entry]) => {
      if (entry) setSize({ width: entry.contentRect.width, height: entry.contentRect.height });
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [box]);
  return size;
}

/**
 * Where the still map looks: the address's position, then, without one, near the visitor (IP
 * geolocation) or on a list's schools, as the map that moves would open. `settled` once that is
 * done: the map that moves, woken before, does it itself.
 */
function useStillPosition(
  props: MarkersMapProps,
  fitTo: readonly { latitude: number; longitude: number }[] | undefined,
  size: { width: number; height: number } | null,
) {
  const { initial, nearVisitor } = props;
  const listed = Boolean(props.filters);
  // Where it looks, and whether that is still the address's position (not written back then).
  const [{ position, moved }, setLooking] = useState({ position: initial, moved: false });
  const [settled, setSettled] = useState(!nearVisitor);
  const key = ipinfoKeyOf(useSettings());
  useEffect(() => {
    if (settled || listed) return;
    let cancelled = false;
    void approximatePosition(key).then((near) => {
      if (cancelled) return;
      setSettled(true);
      if (near) setLooking({ position: near, moved: true });
    });
    return () => {
      cancelled = true;
    };
  }, [settled, listed, key]);
  useEffect(() => {
    if (settled || !listed || !fitTo || !size) return;
    setSettled(true);
    if (fitTo.length === 0) return;
    setLooking({ position: positionFitting(fitTo, { ...size, ...FIT }), moved: true });
  }, [settled, listed, fitTo, size]);
  return { position, moved, settled };
}

/**
 * A map that is a picture first (`still-map.tsx`, from the server's HTML), and becomes Leaflet's
 * map, which moves, once `awake` (the visitor touched it, pointed at it or focused it): a page
 * that is only looked at never evaluates Leaflet. Until then it opens where the map would (near
 * the visitor, on a list's schools), the address follows it, and it counts the schools in view.
 */
export function StillFirstMap(props: MarkersMapProps & { awake: boolean; focusOnWake: boolean }) {
  const { awake, focusOnWake, ...map } = props;
  const box = useRef<HTMLDivElement>(null);
  const size = useSize(box);
  const kinds = useMarkerKinds();
  const tileUrl = useTileUrl();
  const filters = useEnabledMapFilters(map.filters);
  const [firstAnswer, setFirstAnswer] = useState<readonly MapMarkerView[] | undefined>(undefined);
  const { position, moved, settled } = useStillPosition(map, firstAnswer, size);
  const { data, previousData, error } = useQuery(mapMarkersQuery(filters.arguments), {
    variables: { ...stillMarkersView(position), ...filters.values },
  });
  const markers = (data ?? previousData)?.mapMarkers ?? [];
  useEffect(() => {
    if (data && !firstAnswer) setFirstAnswer(data.mapMarkers);
  }, [data, firstAnswer]);
  // The address the map opened at (`/` when it is the home page), then where it looks.
  const openedAt = useRef<string | null>(null);
  useEffect(() => {
    openedAt.current = window.location.pathname;
  }, []);
  const { onMove, addressPrefix = '/map' } = map;
  // Until it is woken: the map that moves follows it from there.
  useEffect(() => {
    if (awake) return;
    onMove?.(position);
    if (moved) followInAddress(position, addressPrefix, openedAt.current ?? '');
  }, [awake, position, moved, onMove, addressPrefix]);
  // The map that moves, once its tiles and markers are there, replaces the still one.
  const [opened, setOpened] = useState(false);
  const onOpen = useCallback(
    (container: HTMLElement) => {
      setOpened(true);
      if (focusOnWake) container.focus();
    },
    [focusOnWake],
  );
  return (
    <div ref={box} style={{ position: 'relative', width: '100%', height: '100%' }}>
      {!opened && (
        <StillMap
          position={position}
          markers={markers}
          kinds={kinds}
          tileUrl={tileUrl}
          width={size?.width ?? STILL_REACH.width}
          height={size?.height ?? STILL_REACH.height}
        >
          {size && !awake && (
            <MarkersInView
              markers={markers}
              view={viewAround(position, size.width, size.height)}
              error={error}
            />
          )}
        </StillMap>
      )}
      {awake && (
        <div style={{ position: 'absolute', inset: 0 }}>
          <Suspense fallback={null}>
            <MarkersMap
              {...map}
              initial={position}
              // What the still map has not done yet (it was woken first), the moving map does.
              nearVisitor={map.nearVisitor && !settled}
              onOpen={onOpen}
            />
          </Suspense>
        </div>
      )}
    </div>
  );
}
