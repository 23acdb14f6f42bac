/** Copies an object without its null and undefined entries (GraphQL sends null for omitted args). */
export function withoutNulls<T extends object>(input: T): { [K in keyof T]?: NonNullable<T[K]> } {
  return Object.fromEntries(
    Object.entries(input).filter(([, value]) => value !== null && value !== undefined),
  ) as {
    [K in keyof T]?: NonNullable<T[K]>;
  };
}
