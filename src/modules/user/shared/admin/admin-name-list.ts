import { z } from 'zod';

/**
 * The roles or groups a form gives, by name (as an imported file names them too): the server
 * refuses a name it does not know, on its entry (`roles.2`). Repeated names count once.
 */
export const adminNameListSchema = z
  .array(z.string('field.invalid').trim().min(1, 'field.invalid').max(100, 'field.too.long'), 'field.invalid')
  .max(100, 'field.too.long')
  .transform((names) => [...new Set(names)]);

/** A file cell of names (`Editor; Member`) as a list. Names may hold spaces, so only `;` splits. */
export const namesOfCell = (cell: string | undefined): string[] =>
  (cell ?? '')
    .split(';')
    .map((name) => name.trim())
    .filter(Boolean);
