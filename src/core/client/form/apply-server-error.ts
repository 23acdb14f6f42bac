import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import type { FieldErrorOutcome, MutationOutcome } from './run-mutation';

/** The refused fields of an answer: its `fieldErrors`, else the one `field` it names (a captcha code names the captcha). */
function refusedFields(result: MutationOutcome): readonly FieldErrorOutcome[] {
  if (result.fieldErrors?.length) return result.fieldErrors;
  const code = result.code ?? 'unknown';
  const field = result.field ?? (code.startsWith('captcha.') ? 'captcha' : null);
  return field ? [{ field, code }] : [];
}

/**
 * Puts a refused mutation's codes where the visitor will look: each refused field on its input
 * when the form shows it (`fees.2.amount` is shown when `fees` is), the first one focused; when
 * the form shows none of them, the answer's code goes on the form as a whole. The inputs
 * translate the codes (`useErrorText`).
 */
export function applyServerError<T extends FieldValues>(
  form: { setError: UseFormSetError<T> },
  result: MutationOutcome,
  fields: readonly string[],
): void {
  const shown = shownRefusals(result, fields);
  shown.forEach(({ field, code }, index) => {
    form.setError(field as Path<T>, { type: 'server', message: code }, { shouldFocus: index === 0 });
  });
  if (shown.length === 0) form.setError('root.server', { type: 'server', message: result.code ?? 'unknown' });
}

/** The refused fields of an answer that a form showing `fields` marks; none: the code goes on the form. */
export function shownRefusals(result: MutationOutcome, fields: readonly string[]): FieldErrorOutcome[] {
  return refusedFields(result).filter(({ field }) => fields.includes(field.split('.')[0]!));
}
