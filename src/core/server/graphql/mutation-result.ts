import { AppError } from '../errors';

/** The shape of every mutation's answer (spec: `{ code, error, success, item }`), plus the field at fault. */
export interface MutationResult<T> {
  success: boolean;
  code: string | null;
  error: string | null;
  /** The input field an error is about, for the form to mark. */
  field: string | null;
  item: T | null;
}

/**
 * Runs a mutation's work and answers with a MutationResult: a refusal the client caused
 * (bad input, expired token, rate limit) becomes `success: false` with its code; a missing
 * permission stays a GraphQL error (`user.not.authorized`), and anything else is a bug.
 */
export async function asMutationResult<T>(work: () => Promise<T>): Promise<MutationResult<T>> {
  try {
    const item = await work();
    return { success: true, code: null, error: null, field: null, item };
  } catch (error) {
    if (!(error instanceof AppError) || error.code === 'user.not.authorized') throw error;
    return { success: false, code: error.code, error: error.code, field: error.field ?? null, item: null };
  }
}
