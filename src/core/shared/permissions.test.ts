import { describe, expect, it } from 'vitest';
import { hasPermission } from './permissions';

describe('hasPermission', () => {
  it.each([
    [['*'], 'School:read', true],
    [['School'], 'School:read', true],
    [['School:read'], 'School:read', true],
    [['School:*'], 'School:update', true],
    [['School:read'], 'School:update', false],
    [['School:re'], 'School:read', false],
    [['Schools'], 'School:read', false],
    [['School:read:own'], 'School:read', false],
    [[], 'School:read', false],
    [['Role:list', 'School'], 'Role:list', true],
    [['School:read'], 'School', false],
    [['School'], 'School', true],
    [['*'], 'Anything:at:all', true],
    [['School:*:own'], 'School:update:own', true],
    [['School:*:own'], 'School:update:all', false],
    [['School:update'], 'School:update:own', true],
    [['school'], 'School:read', false],
    [[''], 'School:read', false],
    [['SchoolRating'], 'School:read', false],
    [['School'], 'SchoolRating:read', false],
  ])('%j grants %s: %s', (granted, required, expected) => {
    expect(hasPermission(granted, required)).toBe(expected);
  });
});
