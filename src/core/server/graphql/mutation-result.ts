import { AppError } from '../errors';
import { type FieldError, InputError } from '../validation';

/**
 * The shape of every mutation's answer (spec: `{ code, error, success, item }`), plus the input
 * fields at fault: `fieldErrors` lists each refused field with its code, for the form to mark
 * them all; `field` is the first of them, for a caller that shows a single message.
 */
export interface MutationResult<T> {
  success: boolean;
  code: string | null;
  error: string | null;
  field: string | null;
  fieldErrors: FieldError[];
  item: T | null;
}

/** The answer to a refusal: its code, and every field at fault (a refused input lists them all). */
export function failedResult(error: AppError): MutationResult<never> {
  const fieldErrors =
    error instanceof InputError
      ? error.fieldErrors
      : error.field
        ? [{ field: error.field, code: error.code }]
        : [];
  return {
    success: false,
    code: error.code,
    error: error.code,
    field: error.field ?? null,
    fieldErrors,
    item: null,
  };
}

/**
 * Runs a mutation's work and answers with a MutationResult: a refusal the client caused
 * (bad input, expired token, rate limit) becomes `success: false` with its code and fields; a
 * missing permission stays a GraphQL error (`user.not.authorized`), and anything else is a bug.
 */
export async function asMutationResult<T>(work: () => Promise<T>): Promise<MutationResult<T>> {
  try {
    const item = await work();
    return { success: true, code: null, error: null, field: null, fieldErrors: [], item };
  } catch (error) {
    if (!(error instanceof AppError) || error.code === 'user.not.authorized') throw error;
    return failedResult(error);
  }
}
