/** Copies an object without its null and undefined entries (GraphQL sends null for omitted args). */
export function withoutNulls<T extends object>(input: T): { [K in keyof T]?: NonNullable<T[K]> } {
  return Object.fromEntries(
    Object.entries(input).filter(([, value]) => value !== null && value !== undefined),
  ) as {
    [K in keyof T]?: NonNullable<T[K]>;
  };
}

/**
 * A GraphQL input's value without its null entries, in nested objects and in the objects of its
 * lists too: a form's schema reads a field left out, not a null, as "no value" (its default).
 */
export function withoutNullsDeep(input: unknown): unknown {
  if (Array.isArray(input)) return input.map(withoutNullsDeep);
  if (input === null || typeof input !== 'object') return input;
  return Object.fromEntries(
    Object.entries(input)
      .filter(([, value]) => value !== null && value !== undefined)
      .map(([key, value]) => [key, withoutNullsDeep(value)]),
  );
}
