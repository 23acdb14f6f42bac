import type { z } from 'zod';
import { AppError } from './errors';

/** Parses input with a shared zod schema; the first issue becomes an AppError with its message key. */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const parsed = schema.safeParse(input);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  throw new AppError(issue?.message ?? 'input.invalid', { field: issue?.path.join('.') || undefined });
}

/** One refused input field and why: the field's path (`name`, `permissions.2`) and a message key. */
export interface FieldError {
  field: string;
  code: string;
}

/** Every refused field of a zod error, the first reason of each, in input order. */
export function fieldErrorsOf(error: z.ZodError): FieldError[] {
  const errors = new Map<string, string>();
  for (const issue of error.issues) {
    const field = issue.path.join('.') || 'input';
    if (!errors.has(field)) errors.set(field, issue.message);
  }
  return [...errors].map(([field, code]) => ({ field, code }));
}

/** Bad form input: every refused field, so a form marks them all at once. */
export class InputError extends AppError {
  constructor(readonly fieldErrors: FieldError[]) {
    super(fieldErrors[0]?.code ?? 'input.invalid', { field: fieldErrors[0]?.field });
  }
}

/** Parses a form's input with its shared schema; a refusal lists every field at fault. */
export function parseFormInput<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const parsed = schema.safeParse(input);
  if (parsed.success) return parsed.data;
  throw new InputError(fieldErrorsOf(parsed.error));
}
