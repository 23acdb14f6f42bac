import { icon } from 'leaflet';
import { PIN } from './marker-looks';

/** Leaflet's pin, as `PIN` describes it. Leaflet needs `window`: import this only in the browser. */
export const DEFAULT_MARKER = icon({
  iconUrl: PIN.url,
  iconRetinaUrl: PIN.retinaUrl,
  shadowUrl: PIN.shadowUrl,
  iconSize: [...PIN.size],
  iconAnchor: [...PIN.anchor],
  popupAnchor: [...PIN.cardAnchor],
  shadowSize: [...PIN.shadowSize],
});
