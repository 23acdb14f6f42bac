import 'leaflet/dist/leaflet.css';
import '@/core/client/map/leaflet-contrast.css';
import { Marker, Popup, TileLayer } from 'react-leaflet';
import { DEFAULT_MARKER } from '@/core/client/map/default-marker';
import { MapInSteps } from '@/core/client/map/map-in-steps';
import { TILE_ATTRIBUTION } from '@/core/client/map/map-tiles';

/**
 * The school on a map, with a marker. Loaded only in the browser (Leaflet needs `window`), by
 * the map tab once it has mounted.
 */
export default function SchoolMap(props: {
  latitude: number;
  longitude: number;
  name: string;
  tileUrl: string;
}) {
  const position: [number, number] = [props.latitude, props.longitude];
  return (
    <MapInSteps center={position} zoom={15} scrollWheelZoom={false}>
      <TileLayer url={props.tileUrl} attribution={TILE_ATTRIBUTION} />
      <Marker position={position} icon={DEFAULT_MARKER} alt={props.name} title={props.name}>
        <Popup>{props.name}</Popup>
      </Marker>
    </MapInSteps>
  );
}
