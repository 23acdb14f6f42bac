import markerIcon from 'leaflet/dist/images/marker-icon.png';
import markerIcon2x from 'leaflet/dist/images/marker-icon-2x.png';
import markerShadow from 'leaflet/dist/images/marker-shadow.png';

/**
 * How the markers look, for both maps: the still one draws them in plain HTML, the one that
 * moves hands them to Leaflet (`default-marker.ts`). Leaflet finds its own pin images by a CSS
 * path a bundler breaks: they are imported here.
 */

/** A school's pin: its image, its size and the pixel on it that stands on the position. */
export const PIN = {
  url: markerIcon,
  retinaUrl: markerIcon2x,
  shadowUrl: markerShadow,
  size: [25, 41],
  /** The pin's point, from its top-left corner; its shadow stands on the same pixel. */
  anchor: [12, 41],
  shadowSize: [41, 41],
  /** Where a pin's card opens, from its point. */
  cardAnchor: [1, -34],
} as const;

/** A place's dot: round, centred on its position, this many pixels across. */
export const DOT_SIZE = 18;
