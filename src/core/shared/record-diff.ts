/** One field of a record that a write changed, with its value before and after. */
export interface FieldChange {
  field: string;
  before: unknown;
  after: unknown;
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * The fields that differ between two snapshots of a record (either may be null: a creation or
 * a deletion), in the order they first appear. `version` and `updatedAt` change with every
 * write and say nothing: they are left out.
 */
export function recordChanges(before: unknown, after: unknown): FieldChange[] {
  const asObject = (value: unknown) =>
    typeof value === 'object' && value !== null && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : {};
  const a = asObject(before);
  const b = asObject(after);
  const fields = [...new Set([...Object.keys(a), ...Object.keys(b)])].filter(
    (field) => field !== 'version' && field !== 'updatedAt',
  );
  return fields
    .filter((field) => !same(a[field], b[field]))
    .map((field) => ({ field, before: a[field], after: b[field] }));
}
