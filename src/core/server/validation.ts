import type { z } from 'zod';
import { AppError } from './errors';

/** Parses input with a shared zod schema; the first issue becomes an AppError with its message key. */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const parsed = schema.safeParse(input);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  throw new AppError(issue?.message ?? 'input.invalid', { field: issue?.path.join('.') || undefined });
}
