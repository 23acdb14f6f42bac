import './markers-map.css';
import type { ReactNode } from 'react';
import { pixelOf, TILE_SIZE } from '@/core/shared/map-projection';
import type { MapPosition } from '@/core/shared/map-viewport';
import type { MapMarkerKind } from '../module';
import { clusterBadge } from './cluster-badge';
import type { MapMarkerView } from './map-markers.query';
import { TILE_ATTRIBUTION } from './map-tiles';
import { DOT_SIZE, PIN } from './marker-looks';

/**
 * The map as a picture, before Leaflet: the tiles and the markers around a position, placed by
 * the page's own HTML and CSS (from the server, without scripts), each at its pixel from the
 * centre. It does not move; the map that does (`markers-map.tsx`) takes its place when touched.
 */

/** A tile's address: `{z}/{x}/{y}`, with Leaflet's `{s}` (a subdomain) and `{r}` (retina) too. */
function tileAddress(template: string, zoom: number, x: number, y: number): string {
  return template
    .replaceAll('{z}', String(zoom))
    .replaceAll('{x}', String(x))
    .replaceAll('{y}', String(y))
    .replaceAll('{s}', 'a')
    .replaceAll('{r}', '');
}

/** The tiles covering `width` × `height` around the centre, the world repeated sideways as Leaflet draws it. */
function Tiles(props: { position: MapPosition; width: number; height: number; tileUrl: string }) {
  const zoom = Math.round(props.position.zoom);
  const centre = pixelOf(props.position.latitude, props.position.longitude, zoom);
  const perSide = 2 ** zoom;
  const columns = [
    Math.floor((centre.x - props.width / 2) / TILE_SIZE),
    Math.floor((centre.x + props.width / 2) / TILE_SIZE),
  ];
  const rows = [
    Math.max(0, Math.floor((centre.y - props.height / 2) / TILE_SIZE)),
    Math.min(perSide - 1, Math.floor((centre.y + props.height / 2) / TILE_SIZE)),
  ];
  const tiles: ReactNode[] = [];
  for (let y = rows[0]!; y <= rows[1]!; y++) {
    for (let x = columns[0]!; x <= columns[1]!; x++) {
      tiles.push(
        <img
          key={`${x}/${y}`}
          className="still-map-tile"
          src={tileAddress(props.tileUrl, zoom, ((x % perSide) + perSide) % perSide, y)}
          alt=""
          width={TILE_SIZE}
          height={TILE_SIZE}
          // Tiles past the map's edges are clipped, and not fetched.
          loading="lazy"
          style={{ left: Math.round(x * TILE_SIZE - centre.x), top: Math.round(y * TILE_SIZE - centre.y) }}
        />,
      );
    }
  }
  return tiles;
}

/** A marker as Leaflet draws it: the pin (a school), the dot (a place), or a cluster's badge. */
function StillMarker(props: { marker: MapMarkerView; kind: MapMarkerKind; position: MapPosition }) {
  const { marker, kind } = props;
  const zoom = Math.round(props.position.zoom);
  const centre = pixelOf(props.position.latitude, props.position.longitude, zoom);
  const at = pixelOf(marker.latitude, marker.longitude, zoom);
  const place = { left: Math.round(at.x - centre.x), top: Math.round(at.y - centre.y) };
  if (!marker.id) {
    const { size, className } = clusterBadge(kind.look, marker.count);
    return (
      <span
        className={`still-map-marker ${className}`}
        style={{ ...place, width: size, height: size, marginLeft: -size / 2, marginTop: -size / 2 }}
      >
        {marker.count}
      </span>
    );
  }
  if (kind.look === 'dot') {
    return (
      <span
        className="still-map-marker markers-map-dot"
        style={{ ...place, width: DOT_SIZE, height: DOT_SIZE, margin: -DOT_SIZE / 2 }}
      />
    );
  }
  const standing = { ...place, marginLeft: -PIN.anchor[0], marginTop: -PIN.anchor[1] };
  return (
    <>
      <img
        className="still-map-marker"
        src={PIN.shadowUrl}
        alt=""
        width={PIN.shadowSize[0]}
        height={PIN.shadowSize[1]}
        style={standing}
      />
      <img
        className="still-map-marker"
        src={PIN.url}
        alt=""
        width={PIN.size[0]}
        height={PIN.size[1]}
        style={standing}
      />
    </>
  );
}

/**
 * The tiles and markers of `width` × `height` pixels around `position` (more than a screen: what
 * is past the map's edges is clipped), and the tiles' credits the licence asks for. A picture for
 * screen readers too: `children` (the count of schools in view) say what it shows.
 */
export function StillMap(props: {
  position: MapPosition;
  markers: readonly MapMarkerView[];
  kinds: ReadonlyMap<string, MapMarkerKind>;
  tileUrl: string;
  width: number;
  height: number;
  children?: ReactNode;
}) {
  const { position } = props;
  return (
    <div className="still-map">
      <div className="still-map-origin" aria-hidden="true">
        <Tiles position={position} width={props.width} height={props.height} tileUrl={props.tileUrl} />
        {props.markers.map((marker) => {
          const kind = props.kinds.get(marker.kind);
          if (!kind) return null;
          return (
            <StillMarker
              key={`${marker.kind} ${marker.id ?? `${marker.latitude} ${marker.longitude}`}`}
              marker={marker}
              kind={kind}
              position={position}
            />
          );
        })}
      </div>
      <div className="still-map-corner">{props.children}</div>
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: the credits are a constant of ours, a link */}
      <p className="still-map-credits" dangerouslySetInnerHTML={{ __html: TILE_ATTRIBUTION }} />
    </div>
  );
}
