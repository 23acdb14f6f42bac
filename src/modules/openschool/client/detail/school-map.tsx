import 'leaflet/dist/leaflet.css';
import './school-map.css';
import { icon } from 'leaflet';
import markerIcon from 'leaflet/dist/images/marker-icon.png';
import markerIcon2x from 'leaflet/dist/images/marker-icon-2x.png';
import markerShadow from 'leaflet/dist/images/marker-shadow.png';
import { MapContainer, Marker, Popup, TileLayer } from 'react-leaflet';

// Leaflet finds its default marker images by a CSS path a bundler breaks: they are given here.
const MARKER = icon({
  iconUrl: markerIcon,
  iconRetinaUrl: markerIcon2x,
  shadowUrl: markerShadow,
  iconSize: [25, 41],
  iconAnchor: [12, 41],
  popupAnchor: [1, -34],
  shadowSize: [41, 41],
});

const OSM_ATTRIBUTION =
  '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors';

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
    <MapContainer
      center={position}
      zoom={15}
      scrollWheelZoom={false}
      style={{ height: '100%', width: '100%' }}
    >
      <TileLayer url={props.tileUrl} attribution={OSM_ATTRIBUTION} />
      <Marker position={position} icon={MARKER} alt={props.name} title={props.name}>
        <Popup>{props.name}</Popup>
      </Marker>
    </MapContainer>
  );
}
