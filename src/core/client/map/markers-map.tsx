import 'leaflet/dist/leaflet.css';
import './leaflet-contrast.css';
import './markers-map.css';
import {
  divIcon,
  type LatLngBounds,
  type LeafletKeyboardEvent,
  type Map as LeafletMap,
  latLngBounds,
} from 'leaflet';
import { type ReactNode, useEffect, useMemo, useRef, useState } from 'react';
import { Marker, Popup, TileLayer, useMap, useMapEvents } from 'react-leaflet';
import { useQuery } from '@/core/client/graphql-client/use-query';
import { useTranslation } from '@/core/client/use-translation';
import { formatMapPosition, MAX_MAP_ZOOM, type MapPosition, MIN_MAP_ZOOM } from '@/core/shared/map-viewport';
import type { MapMarkerKind } from '../module';
import { useSettings } from '../site-data';
import { useFormat } from '../use-format';
import { approximatePosition } from './approximate-position';
import { DEFAULT_MARKER } from './default-marker';
import { useMapFilters } from './map-filters';
import { MapInSteps } from './map-in-steps';
import { type MapMarkerView, mapMarkersQuery } from './map-markers.query';
import { TILE_ATTRIBUTION, useTileUrl } from './map-tiles';
import { MarkerCard, useMarkerKinds } from './marker-kinds';
import { useShownGradually } from './use-shown-gradually';

interface View {
  south: number;
  west: number;
  north: number;
  east: number;
  zoom: number;
}

const clamp = (value: number, limit: number) => Math.max(-limit, Math.min(limit, value));

function viewOf(map: LeafletMap): View {
  const bounds: LatLngBounds = map.getBounds();
  return {
    south: clamp(bounds.getSouth(), 90),
    west: clamp(bounds.getWest(), 180),
    north: clamp(bounds.getNorth(), 90),
    east: clamp(bounds.getEast(), 180),
    zoom: Math.round(map.getZoom()),
  };
}

/**
 * The address follows the map (spec section 2: `/map@lat,lng,zoomz`), so a view can be shared
 * and reloaded. It is replaced in the browser's history without a navigation: the page is the
 * same page, and re-rendering the route on every pan would rebuild the map. Only while the
 * address is still the map's (under `addressPrefix`, or the one it opened at, `/` when the map is
 * the home page): a pan that ends as the visitor leaves (a school's card followed to its page)
 * must not write the map's address over the next page's.
 */
function followInAddress(position: MapPosition, addressPrefix: string, openedAt: string) {
  const path = `${addressPrefix}${formatMapPosition(position)}`;
  const current = window.location.pathname;
  const mapAddress = current === addressPrefix || current.startsWith(`${addressPrefix}@`);
  if (!(mapAddress || current === openedAt) || current === path) return;
  // The query (a list's filters) stays: it is what the map shows.
  window.history.replaceState(window.history.state, '', `${path}${window.location.search}`);
}

function positionOf(map: LeafletMap): MapPosition {
  const center = map.getCenter();
  return { latitude: center.lat, longitude: center.lng, zoom: map.getZoom() };
}

function clusterIcon(look: MapMarkerKind['look'], count: number) {
  const size = 30 + Math.min(4, String(count).length) * 6;
  return divIcon({
    html: `<span aria-hidden="true">${count}</span>`,
    // Dots (places) in another colour than pins (schools), in clusters as one by one.
    className: look === 'dot' ? 'markers-map-cluster markers-map-cluster-dot' : 'markers-map-cluster',
    iconSize: [size, size],
    iconAnchor: [size / 2, size / 2],
  });
}

function ClusterMarker(props: { marker: MapMarkerView; kind: MapMarkerKind }) {
  const { t } = useTranslation();
  const format = useFormat();
  const map = useMap();
  const { marker, kind } = props;
  const label = t(kind.clusterLabel, { count: marker.count, formatted: format.number(marker.count) });
  const open = () =>
    map.setView([marker.latitude, marker.longitude], Math.min(MAX_MAP_ZOOM, map.getZoom() + 2));
  const icon = useMemo(() => clusterIcon(kind.look, marker.count), [kind.look, marker.count]);
  return (
    <Marker
      position={[marker.latitude, marker.longitude]}
      icon={icon}
      // The marker's name for screen readers and on hover (Leaflet sets it on the focusable icon).
      title={label}
      eventHandlers={{
        click: open,
        // A button for the keyboard too: Enter opens it, as a click does.
        keypress: (event) => {
          if ((event as LeafletKeyboardEvent).originalEvent.key === 'Enter') open();
        },
      }}
    />
  );
}

/** A dot (a place): round, in the second colour, beside the pins (the schools). */
const DOT_ICON = divIcon({ className: 'markers-map-dot', iconSize: [18, 18], iconAnchor: [9, 9] });

/**
 * How far from the map's left and top edges an opened card is panned: clear of the zoom buttons
 * (top left, 44 px wide) and of the count of schools in view (top right, 44 px high).
 */
const CARD_CLEAR_OF_CONTROLS: [number, number] = [56, 56];

function PointMarker(props: { marker: MapMarkerView; kind: MapMarkerKind }) {
  const { marker, kind } = props;
  const name = marker.name ?? '';
  return (
    <Marker
      position={[marker.latitude, marker.longitude]}
      icon={kind.look === 'dot' ? DOT_ICON : DEFAULT_MARKER}
      title={name}
      alt={name}
    >
      <Popup autoPanPaddingTopLeft={CARD_CLEAR_OF_CONTROLS}>
        {marker.id && <MarkerCard kind={kind} id={marker.id} name={name} />}
      </Popup>
    </Marker>
  );
}

/**
 * The markers of the visible area, asked again when the map has moved; the address and
 * `onMove` follow the map's centre.
 */
function Markers(props: {
  addressPrefix: string;
  filterSearch: string;
  fitToMarkers: boolean;
  onMove?: ((position: MapPosition) => void) | undefined;
}) {
  const { t } = useTranslation();
  const format = useFormat();
  const map = useMap();
  const kinds = useMarkerKinds();
  const [view, setView] = useState<View>(() => viewOf(map));
  const { addressPrefix, onMove } = props;
  // The address the map opened at: `/` when it is the home page.
  const openedAt = useRef(window.location.pathname).current;
  useEffect(() => onMove?.(positionOf(map)), [map, onMove]);
  useMapEvents({
    moveend: () => {
      setView(viewOf(map));
      followInAddress(positionOf(map), addressPrefix, openedAt);
      onMove?.(positionOf(map));
    },
  });
  // A list's map (`?country=SG&…`): its filters, read by the module owning each layer.
  const filters = useMapFilters(props.filterSearch);
  const { data, previousData, error } = useQuery(mapMarkersQuery(filters?.arguments ?? []), {
    variables: { ...view, ...filters?.values },
    skip: filters === null,
  });
  const markers = (data ?? previousData)?.mapMarkers ?? [];
  const shown = useShownGradually(markers.length);
  useFitOnce(props.fitToMarkers ? data?.mapMarkers : undefined);
  // Tiles reach past the screen's edges: only what is on screen is counted.
  const inView = (marker: MapMarkerView) =>
    marker.latitude >= view.south &&
    marker.latitude <= view.north &&
    marker.longitude >= view.west &&
    marker.longitude <= view.east;
  // The figure over the map: the kind that has one (the schools in view).
  const counted = [...kinds.values()].find((kind) => kind.inViewLabel);
  const inViewCount = markers
    .filter((marker) => marker.kind === counted?.kind && inView(marker))
    .reduce((sum, marker) => sum + marker.count, 0);
  return (
    <>
      {markers.slice(0, shown).map((marker) => {
        const kind = kinds.get(marker.kind);
        // A kind whose module is off in this browser's settings, until they catch up: not drawn.
        if (!kind) return null;
        return marker.id ? (
          <PointMarker key={`${marker.kind} ${marker.id}`} marker={marker} kind={kind} />
        ) : (
          <ClusterMarker
            key={`${marker.kind} ${marker.latitude} ${marker.longitude}`}
            marker={marker}
            kind={kind}
          />
        );
      })}
      <div className="leaflet-top leaflet-right">
        <div className="leaflet-control">
          {error ? (
            <p className="markers-map-error" role="alert">
              {t('common:map.error')}
            </p>
          ) : (
            counted?.inViewLabel && (
              <p className="markers-map-count" aria-live="polite" data-testid="markers-map-count">
                {t(counted.inViewLabel, { count: inViewCount, formatted: format.number(inViewCount) })}
              </p>
            )
          )}
        </div>
      </div>
    </>
  );
}

/** Where a list's schools are, once: the map frames the first markers it gets (a list's map). */
function useFitOnce(markers: readonly MapMarkerView[] | undefined) {
  const map = useMap();
  const [done, setDone] = useState(false);
  useEffect(() => {
    if (done || !markers) return;
    setDone(true);
    if (markers.length === 0) return;
    const bounds = latLngBounds(
      markers.map((marker) => [marker.latitude, marker.longitude] as [number, number]),
    );
    map.fitBounds(bounds, { padding: [32, 32], maxZoom: 13 });
  }, [done, markers, map]);
}

/**
 * Moves the map to where the visitor roughly is (IP geolocation, IPINFO_API_KEY), when the
 * address gave no position. Nothing happens without a key or an answer: the map stays put.
 */
function StartNearVisitor() {
  const map = useMap();
  const settings = useSettings();
  const key = settings.IPINFO_API_KEY;
  useEffect(() => {
    let cancelled = false;
    void approximatePosition(typeof key === 'string' && key.trim() ? key.trim() : undefined).then(
      (position) => {
        if (position && !cancelled) map.setView([position.latitude, position.longitude], position.zoom);
      },
    );
    return () => {
      cancelled = true;
    };
  }, [map, key]);
  return null;
}

/**
 * The enabled layers' markers (schools, places) on OpenStreetMap's tiles (or MAP_TILE_URL's), clustered, from the given
 * position, or from near the visitor when `nearVisitor` (the address named no position). The
 * address follows the map under `addressPrefix` (`/map`, `/map/add`); `children` are drawn over
 * it (the point a new place goes to).
 */
function MarkersMap(props: {
  initial: MapPosition;
  nearVisitor: boolean;
  addressPrefix?: string;
  /** A list's map: the query of its address (`country=SG&curriculum=ib-dp`), which the layers read. */
  filterSearch?: string | undefined;
  onMove?: (position: MapPosition) => void;
  children?: ReactNode;
}) {
  const tileUrl = useTileUrl();
  const { initial } = props;
  return (
    <MapInSteps
      center={[initial.latitude, initial.longitude]}
      zoom={initial.zoom}
      minZoom={MIN_MAP_ZOOM}
      maxZoom={MAX_MAP_ZOOM}
      maxBounds={[
        [-90, -180],
        [90, 180],
      ]}
      maxBoundsViscosity={1}
    >
      <TileLayer url={tileUrl} attribution={TILE_ATTRIBUTION} maxZoom={MAX_MAP_ZOOM} />
      <Markers
        addressPrefix={props.addressPrefix ?? '/map'}
        filterSearch={props.filterSearch ?? ''}
        // A list's map without a position in its address opens on the list's schools.
        fitToMarkers={Boolean(props.filterSearch) && props.nearVisitor}
        onMove={props.onMove}
      />
      {props.nearVisitor && !props.filterSearch && <StartNearVisitor />}
      {props.children}
    </MapInSteps>
  );
}

/**
 * Plain elements and Leaflet's: on the map page, a page of plain elements, it loads none of
 * Mantine's runtime or styles; a marker's card, which does, brings them when it first opens.
 */
export default MarkersMap;
