import { describe, expect, it } from 'vitest';
import { graphqlEndpointOf } from './admin-endpoint';

describe('graphqlEndpointOf', () => {
  it('sends operations named Admin… to the admin endpoint and the others to the public one', () => {
    expect(graphqlEndpointOf('AdminSettings')).toBe('/api/admin/graphql');
    expect(graphqlEndpointOf('data')).toBe('/api/graphql');
    expect(graphqlEndpointOf('administrators')).toBe('/api/graphql');
    expect(graphqlEndpointOf(undefined)).toBe('/api/graphql');
  });
});
