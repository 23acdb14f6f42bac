import { createRequest, stringifyDocument } from '@urql/core';
import { describe, expect, it } from 'vitest';
import { MAP_MARKERS_QUERY, mapMarkersQuery } from './map-markers.query';

describe('the map’s markers query', () => {
  it('takes each layer’s filter as a variable of the type its module names', () => {
    const filtered = mapMarkersQuery([{ argument: 'filter', type: 'SchoolFilter' }]);
    const text = stringifyDocument(filtered);
    expect(text).toContain('$zoom: Int!, $filter: SchoolFilter)');
    expect(text).toMatch(/zoom: \$zoom\s+filter: \$filter\s*\)/);
    // One document per set of filters, and a key of its own: never sent as the query without them.
    expect(mapMarkersQuery([{ argument: 'filter', type: 'SchoolFilter' }])).toBe(filtered);
    const view = { south: 1, west: 2, north: 3, east: 4, zoom: 5 };
    expect(createRequest(filtered, view).key).not.toBe(createRequest(MAP_MARKERS_QUERY, view).key);
    expect(stringifyDocument(createRequest(filtered, view).query)).toBe(text);
  });

  it('names no filter when no layer has one', () => {
    const plain = stringifyDocument(mapMarkersQuery([]));
    expect(plain).not.toContain('SchoolFilter');
    expect(plain).toBe(stringifyDocument(MAP_MARKERS_QUERY));
  });
});
