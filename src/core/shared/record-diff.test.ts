import { describe, expect, it } from 'vitest';
import { recordChanges } from './record-diff';

describe('recordChanges', () => {
  it('lists the fields a write changed, leaving out the version and update time', () => {
    expect(
      recordChanges(
        { name: 'Editors', permissions: ['School:read'], version: 1, updatedAt: 'a' },
        { name: 'Editors', permissions: ['School'], version: 2, updatedAt: 'b' },
      ),
    ).toEqual([{ field: 'permissions', before: ['School:read'], after: ['School'] }]);
  });

  it('shows every field of a created or deleted record', () => {
    expect(recordChanges(null, { name: 'New' })).toEqual([
      { field: 'name', before: undefined, after: 'New' },
    ]);
    expect(recordChanges({ name: 'Old' }, null)).toEqual([
      { field: 'name', before: 'Old', after: undefined },
    ]);
  });

  it('finds no change between equal snapshots', () => {
    expect(recordChanges({ a: [1, { b: 2 }] }, { a: [1, { b: 2 }] })).toEqual([]);
  });
});
