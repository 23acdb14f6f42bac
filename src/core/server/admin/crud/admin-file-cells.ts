/**
 * How a record's values become the cells of a file and back. An export's CSV cell and an
 * import's JSON value go through the same `cellText`, so what one writes the other reads.
 */

// A cell a spreadsheet would run as a formula (=, +, -, @) is kept as text by a leading quote.
const FORMULA = /^[=+\-@\t\r]/;
export const csvSafe = (text: string) => (FORMULA.test(text) ? `'${text}` : text);

/** The quote an export puts before a formula-like cell, taken off again. */
export const unquoteFormula = (text: string) => (/^'[=+\-@\t\r]/.test(text) ? text.slice(1) : text);

/**
 * A value as one text cell: nothing for null, `a; b` for a list of texts or numbers, JSON for
 * objects and lists of objects (a school's fees), the text of anything else.
 */
export function cellText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (Array.isArray(value)) {
    return value.some((entry) => typeof entry === 'object' && entry !== null)
      ? JSON.stringify(value)
      : value.map(cellText).join('; ');
  }
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
}
