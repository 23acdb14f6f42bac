import { describe, expect, it } from 'vitest';
import { pixelOf, positionFitting, positionOfPixel, viewAround } from './map-projection';

describe('Web Mercator, as the tiles are drawn', () => {
  it('puts a position on the tile OpenStreetMap numbers it in', () => {
    // Singapore at zoom 11 is in tile 1614/1016; the world's centre is the middle of tile 0/0/0.
    const singapore = pixelOf(1.3, 103.8, 11);
    expect([Math.floor(singapore.x / 256), Math.floor(singapore.y / 256)]).toEqual([1614, 1016]);
    expect(pixelOf(0, 0, 0)).toEqual({ x: 128, y: 128 });
    // Beyond Web Mercator's edge, the edge.
    expect(pixelOf(90, 180, 0)).toEqual(pixelOf(85.0511287798, 180, 0));
  });

  it('reads a pixel back as the position it came from', () => {
    const back = positionOfPixel(pixelOf(-33.8688, 151.2093, 15), 15);
    expect(back.latitude).toBeCloseTo(-33.8688, 9);
    expect(back.longitude).toBeCloseTo(151.2093, 9);
  });

  it('works out what a screen shows around a position, within the world', () => {
    const view = viewAround({ latitude: 1.3, longitude: 103.8, zoom: 11 }, 512, 256);
    // 512 px at zoom 11 are 512 / (256 × 2¹¹) of 360°: 0.3515625° of longitude.
    expect(view.east - view.west).toBeCloseTo(0.3515625, 9);
    expect(view.north).toBeGreaterThan(1.3);
    expect(view.south).toBeLessThan(1.3);
    expect(view.zoom).toBe(11);
    expect(viewAround({ latitude: 20, longitude: 10, zoom: 1 }, 4096, 4096)).toMatchObject({
      west: -180,
      east: 180,
      zoom: 1,
    });
  });

  it('frames points as Leaflet’s fitBounds does: the closest whole zoom that shows them all', () => {
    const points = [
      { latitude: 1.25, longitude: 103.6 },
      { latitude: 1.45, longitude: 104.0 },
    ];
    const fitted = positionFitting(points, { width: 800, height: 600, padding: 32, minZoom: 1, maxZoom: 13 });
    // 0.4° of longitude in 736 px: 2^z ≤ 736 × 360 / (0.4 × 256), so z = 11.
    expect(fitted.zoom).toBe(11);
    expect(fitted.longitude).toBeCloseTo(103.8, 9);
    const shown = viewAround(fitted, 800, 600);
    for (const point of points) {
      expect(point.longitude).toBeGreaterThan(shown.west);
      expect(point.longitude).toBeLessThan(shown.east);
      expect(point.latitude).toBeGreaterThan(shown.south);
      expect(point.latitude).toBeLessThan(shown.north);
    }
    // One point: as close as allowed.
    expect(
      positionFitting([points[0]!], { width: 800, height: 600, padding: 32, minZoom: 1, maxZoom: 13 }).zoom,
    ).toBe(13);
  });
});
