/** `avg_class_size` → `avgClassSize`, as a type. */
export type CamelCase<S extends string> = S extends `${infer Head}_${infer Tail}`
  ? `${Head}${Capitalize<CamelCase<Tail>>}`
  : S;

/** The named columns of a row, under their camelCase names. */
export type CamelColumns<Row, K extends keyof Row & string> = { [P in K as CamelCase<P>]: Row[P] };

const camelNames = new Map<string, string>();

/** Each name converted once: a regular expression per column of every row costs more than the query. */
function camelCase(name: string): string {
  let camel = camelNames.get(name);
  if (camel === undefined) {
    camel = name.replace(/_([a-z0-9])/g, (_, letter: string) => letter.toUpperCase());
    camelNames.set(name, camel);
  }
  return camel;
}

/**
 * The named columns of a row, renamed from the table's snake_case to the API's camelCase and
 * kept in the order named (a revision's snapshot is written in it). Columns whose value needs
 * more than a new name (a cast, a number from numeric) are written beside it by hand.
 */
export function camelColumns<Row, K extends keyof Row & string>(
  row: Row,
  columns: readonly K[],
): CamelColumns<Row, K> {
  const result: Record<string, unknown> = {};
  for (const column of columns) result[camelCase(column)] = row[column];
  return result as CamelColumns<Row, K>;
}
