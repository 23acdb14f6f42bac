import 'leaflet/dist/leaflet.css';
import './leaflet-contrast.css';
import './markers-map.css';
import {
  divIcon,
  type LatLngBounds,
  type LeafletKeyboardEvent,
  type Map as LeafletMap,
  type Popup as LeafletPopup,
  latLngBounds,
} from 'leaflet';
import { type ReactNode, type RefObject, useEffect, useMemo, useRef, useState } from 'react';
import { Marker, Popup, TileLayer, useMap, useMapEvents } from 'react-leaflet';
import { useQuery } from '@/core/client/graphql-client/use-query';
import { useTranslation } from '@/core/client/use-translation';
import type { MapView } from '@/core/shared/map-projection';
import { MAX_MAP_ZOOM, type MapPosition, MIN_MAP_ZOOM } from '@/core/shared/map-viewport';
import type { MapMarkerKind } from '../module';
import { useSettings } from '../site-data';
import { useFormat } from '../use-format';
import { approximatePosition, ipinfoKeyOf } from './approximate-position';
import { clusterBadge } from './cluster-badge';
import { DEFAULT_MARKER } from './default-marker';
import { followInAddress } from './map-address';
import { type MapFilters, useEnabledMapFilters } from './map-filters';
import { MapInSteps } from './map-in-steps';
import { type MapMarkerView, mapMarkersQuery } from './map-markers.query';
import { TILE_ATTRIBUTION, useTileUrl } from './map-tiles';
import { MarkerCard, useMarkerKinds } from './marker-kinds';
import { DOT_SIZE } from './marker-looks';
import { MarkersInView } from './markers-in-view';
import { useShownGradually } from './use-shown-gradually';

const clamp = (value: number, limit: number) => Math.max(-limit, Math.min(limit, value));

function viewOf(map: LeafletMap): MapView {
  const bounds: LatLngBounds = map.getBounds();
  return {
    south: clamp(bounds.getSouth(), 90),
    west: clamp(bounds.getWest(), 180),
    north: clamp(bounds.getNorth(), 90),
    east: clamp(bounds.getEast(), 180),
    zoom: Math.round(map.getZoom()),
  };
}

function positionOf(map: LeafletMap): MapPosition {
  const center = map.getCenter();
  return { latitude: center.lat, longitude: center.lng, zoom: map.getZoom() };
}

function clusterIcon(look: MapMarkerKind['look'], count: number) {
  const { size, className } = clusterBadge(look, count);
  return divIcon({
    html: `<span aria-hidden="true">${count}</span>`,
    className,
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
const DOT_ICON = divIcon({
  className: 'markers-map-dot',
  iconSize: [DOT_SIZE, DOT_SIZE],
  iconAnchor: [DOT_SIZE / 2, DOT_SIZE / 2],
});

/**
 * How far from the map's left and top edges an opened card is panned: clear of the zoom buttons
 * (top left, 44 px wide) and of the count of schools in view (top right, 44 px high).
 */
const CARD_CLEAR_OF_CONTROLS: [number, number] = [56, 56];

/**
 * A card's content arrives after its popup has opened (the card's code and data load then), and
 * Leaflet fits and pans a popup to its size when it opens: each time the content changes size,
 * the popup is laid out and panned again, so the whole card shows inside the map.
 */
function FitsItsPopup(props: { popup: RefObject<LeafletPopup | null>; children: ReactNode }) {
  const content = useRef<HTMLDivElement>(null);
  const { popup } = props;
  useEffect(() => {
    if (!content.current) return;
    const observer = new ResizeObserver(() => popup.current?.update());
    observer.observe(content.current);
    return () => observer.disconnect();
  }, [popup]);
  return <div ref={content}>{props.children}</div>;
}

function PointMarker(props: { marker: MapMarkerView; kind: MapMarkerKind }) {
  const { marker, kind } = props;
  const name = marker.name ?? '';
  const popup = useRef<LeafletPopup>(null);
  return (
    <Marker
      position={[marker.latitude, marker.longitude]}
      icon={kind.look === 'dot' ? DOT_ICON : DEFAULT_MARKER}
      title={name}
      alt={name}
    >
      <Popup ref={popup} autoPanPaddingTopLeft={CARD_CLEAR_OF_CONTROLS}>
        <FitsItsPopup popup={popup}>
          {marker.id && <MarkerCard kind={kind} id={marker.id} name={name} />}
        </FitsItsPopup>
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
  filters: MapFilters | undefined;
  fitToMarkers: boolean;
  onMove?: ((position: MapPosition) => void) | undefined;
}) {
  const map = useMap();
  const kinds = useMarkerKinds();
  const [view, setView] = useState<MapView>(() => viewOf(map));
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
  // A list's map (`?country=SG&…`): the filters of the layers whose module is on.
  const filters = useEnabledMapFilters(props.filters);
  const { data, previousData, error } = useQuery(mapMarkersQuery(filters.arguments), {
    variables: { ...view, ...filters.values },
  });
  const markers = (data ?? previousData)?.mapMarkers ?? [];
  const shown = useShownGradually(markers.length);
  useFitOnce(props.fitToMarkers ? data?.mapMarkers : undefined);
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
          <MarkersInView markers={markers} view={view} error={error} />
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
  const key = ipinfoKeyOf(useSettings());
  useEffect(() => {
    let cancelled = false;
    void approximatePosition(key).then((position) => {
      if (position && !cancelled) map.setView([position.latitude, position.longitude], position.zoom);
    });
    return () => {
      cancelled = true;
    };
  }, [map, key]);
  return null;
}

/** Tells once the map has its tiles and markers (the still map it replaces goes then). */
function Opened(props: { onOpen: (container: HTMLElement) => void }) {
  const map = useMap();
  const { onOpen } = props;
  useEffect(() => onOpen(map.getContainer()), [map, onOpen]);
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
  /** A list's map: the filters its address names (`country=SG&curriculum=ib-dp`), as the layers read them. */
  filters?: MapFilters | undefined;
  onMove?: (position: MapPosition) => void;
  /** Called with the map's element once its tiles and markers are added. */
  onOpen?: ((container: HTMLElement) => void) | undefined;
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
        filters={props.filters}
        // A list's map without a position in its address opens on the list's schools.
        fitToMarkers={Boolean(props.filters) && props.nearVisitor}
        onMove={props.onMove}
      />
      {props.nearVisitor && !props.filters && <StartNearVisitor />}
      {props.onOpen && <Opened onOpen={props.onOpen} />}
      {props.children}
    </MapInSteps>
  );
}

/**
 * Plain elements and Leaflet's: on the map page, a page of plain elements, it loads none of
 * Mantine's runtime or styles; a marker's card, which does, brings them when it first opens.
 */
export default MarkersMap;
