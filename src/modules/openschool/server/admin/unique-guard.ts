import { InputError } from '@/core/server/validation';

/**
 * Runs a write that a unique index may refuse when someone else took the value since it was
 * checked (two editors saving at once): the form hears the field's code, not a server error.
 */
export async function withUniqueGuard<T>(write: () => Promise<T>, field: string, code: string): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if ((error as { code?: unknown } | null)?.code === '23505') throw new InputError([{ field, code }]);
    throw error;
  }
}
