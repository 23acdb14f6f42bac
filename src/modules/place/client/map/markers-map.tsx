import 'leaflet/dist/leaflet.css';
import '../../../../core/client/map/leaflet-contrast.css';
import './markers-map.css';
import { useQuery } from '@apollo/client/react';
import { Alert, Badge } from '@mantine/core';
import { divIcon, type LatLngBounds, type Map as LeafletMap } from 'leaflet';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MapContainer, Marker, Popup, TileLayer, useMap, useMapEvents } from 'react-leaflet';
import { DATA_QUERY, settingsMap } from '../../../../core/client/data-query';
import { DEFAULT_MARKER } from '../../../../core/client/map/default-marker';
import { TILE_ATTRIBUTION, useTileUrl } from '../../../../core/client/map/map-tiles';
import { numberFormat } from '../../../../core/shared/intl-formats';
import { formatMapPosition, MAX_MAP_ZOOM, type MapPosition, MIN_MAP_ZOOM } from '../../shared/map-viewport';
import { approximatePosition } from './approximate-position';
import { MAP_MARKERS_QUERY, type MapMarkerView } from './map.query';
import { SchoolCard } from './school-card';

/** Zoom a cluster opens to at most: from 16 on the server sends every school on its own. */
const CLUSTER_OPENS_TO = 16;

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
 * same page, and re-rendering the route on every pan would rebuild the map.
 */
function followInAddress(map: LeafletMap) {
  const center = map.getCenter();
  const path = `/map${formatMapPosition({ latitude: center.lat, longitude: center.lng, zoom: map.getZoom() })}`;
  if (window.location.pathname !== path) window.history.replaceState(window.history.state, '', path);
}

function clusterIcon(count: number) {
  const size = 30 + Math.min(4, String(count).length) * 6;
  return divIcon({
    html: `<span aria-hidden="true">${count}</span>`,
    className: 'markers-map-cluster',
    iconSize: [size, size],
    iconAnchor: [size / 2, size / 2],
  });
}

function ClusterMarker(props: { marker: MapMarkerView }) {
  const { t, i18n } = useTranslation('place');
  const map = useMap();
  const { marker } = props;
  const label = t('map.cluster', {
    count: marker.count,
    formatted: numberFormat(i18n.language).format(marker.count),
  });
  const icon = useMemo(() => clusterIcon(marker.count), [marker.count]);
  return (
    <Marker
      position={[marker.latitude, marker.longitude]}
      icon={icon}
      // The marker's name for screen readers and on hover (Leaflet sets it on the focusable icon).
      title={label}
      eventHandlers={{
        click: () =>
          map.setView([marker.latitude, marker.longitude], Math.min(CLUSTER_OPENS_TO, map.getZoom() + 2)),
      }}
    />
  );
}

function PointMarker(props: { marker: MapMarkerView }) {
  const { marker } = props;
  const name = marker.name ?? '';
  return (
    <Marker position={[marker.latitude, marker.longitude]} icon={DEFAULT_MARKER} title={name} alt={name}>
      <Popup>
        {marker.id && marker.kind === 'school' ? <SchoolCard id={marker.id} name={name} /> : name}
      </Popup>
    </Marker>
  );
}

/** The markers of the visible area, asked again when the map has moved. */
function Markers() {
  const { t, i18n } = useTranslation('place');
  const map = useMap();
  const [view, setView] = useState<View>(() => viewOf(map));
  useMapEvents({
    moveend: () => {
      setView(viewOf(map));
      followInAddress(map);
    },
  });
  const { data, previousData, error } = useQuery(MAP_MARKERS_QUERY, { variables: view });
  const markers = (data ?? previousData)?.mapMarkers ?? [];
  // Tiles reach past the screen's edges: only what is on screen is counted.
  const inView = (marker: MapMarkerView) =>
    marker.latitude >= view.south &&
    marker.latitude <= view.north &&
    marker.longitude >= view.west &&
    marker.longitude <= view.east;
  const schools = markers
    .filter((marker) => marker.kind === 'school' && inView(marker))
    .reduce((sum, marker) => sum + marker.count, 0);
  return (
    <>
      {markers.map((marker) =>
        marker.id ? (
          <PointMarker key={`${marker.kind} ${marker.id}`} marker={marker} />
        ) : (
          <ClusterMarker key={`${marker.kind} ${marker.latitude} ${marker.longitude}`} marker={marker} />
        ),
      )}
      <div className="leaflet-top leaflet-right">
        <div className="leaflet-control">
          {error ? (
            <Alert color="red" variant="filled" p="xs" role="alert">
              {t('map.error')}
            </Alert>
          ) : (
            <Badge size="lg" variant="white" color="dark" aria-live="polite" data-testid="markers-map-count">
              {t('map.inView', { count: schools, formatted: numberFormat(i18n.language).format(schools) })}
            </Badge>
          )}
        </div>
      </div>
    </>
  );
}

/**
 * Moves the map to where the visitor roughly is (IP geolocation, IPINFO_API_KEY), when the
 * address gave no position. Nothing happens without a key or an answer: the map stays put.
 */
function StartNearVisitor() {
  const map = useMap();
  const { data } = useQuery(DATA_QUERY, { fetchPolicy: 'cache-only' });
  const key = settingsMap(data?.settings.items).IPINFO_API_KEY;
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
 * Schools on OpenStreetMap's tiles (or MAP_TILE_URL's), clustered, from the given position, or
 * from near the visitor when `nearVisitor` (the address named no position).
 */
export default function MarkersMap(props: { initial: MapPosition; nearVisitor: boolean }) {
  const tileUrl = useTileUrl();
  const { initial } = props;
  return (
    <MapContainer
      center={[initial.latitude, initial.longitude]}
      zoom={initial.zoom}
      minZoom={MIN_MAP_ZOOM}
      maxZoom={MAX_MAP_ZOOM}
      maxBounds={[
        [-90, -180],
        [90, 180],
      ]}
      maxBoundsViscosity={1}
      style={{ height: '100%', width: '100%' }}
    >
      <TileLayer url={tileUrl} attribution={TILE_ATTRIBUTION} maxZoom={MAX_MAP_ZOOM} />
      <Markers />
      {props.nearVisitor && <StartNearVisitor />}
    </MapContainer>
  );
}
