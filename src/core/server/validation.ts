import { z } from 'zod';
import { AppError } from './errors';

/** One refused input field and why: the field's path (`name`, `permissions.2`) and a message key. */
export interface FieldError {
  field: string;
  code: string;
}

/** Every refused field of a zod error, the first reason of each, in input order. */
export function fieldErrorsOf(error: z.core.$ZodError): FieldError[] {
  const errors = new Map<string, string>();
  for (const issue of error.issues) {
    const field = issue.path.join('.') || 'input';
    if (!errors.has(field)) errors.set(field, issue.message);
  }
  return [...errors].map(([field, code]) => ({ field, code }));
}

/**
 * Refused input: every field at fault, so a form marks them all at once. Its `code` and `field`
 * are the first one's, for a caller that shows a single message.
 */
export class InputError extends AppError {
  constructor(readonly fieldErrors: FieldError[]) {
    const first = fieldErrors[0];
    super(first?.code ?? 'input.invalid', { field: first?.field === 'input' ? undefined : first?.field });
  }
}

/**
 * Parses input with its shared zod schema (written with `zod` or, for the public pages' first
 * script, `zod/mini`); a refusal is an InputError listing every field at fault.
 */
export function parseInput<S extends z.core.$ZodType>(schema: S, input: unknown): z.output<S> {
  const parsed = z.safeParse(schema, input);
  if (parsed.success) return parsed.data;
  throw new InputError(fieldErrorsOf(parsed.error));
}
