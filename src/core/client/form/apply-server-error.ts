import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import type { MutationOutcome } from './run-mutation';

/**
 * Puts a refused mutation's code where the visitor will look: on the field it names (captcha
 * codes on the captcha) when the form shows that field, else on the form as a whole.
 */
export function applyServerError<T extends FieldValues>(
  form: { setError: UseFormSetError<T> },
  result: MutationOutcome,
  fields: readonly Path<T>[],
): void {
  const message = result.code ?? 'unknown';
  const field = result.field ?? (result.code?.startsWith('captcha.') ? 'captcha' : null);
  const shown = fields.find((name) => name === field);
  if (shown) form.setError(shown, { type: 'server', message }, { shouldFocus: true });
  else form.setError('root.server', { type: 'server', message });
}
