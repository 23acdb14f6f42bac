import { useMemo } from 'react';
import { type FieldErrors, type FieldValues, set } from 'react-hook-form';
import { useActionData, useLocation } from 'react-router';
import type { PostedForm } from '@/core/shared/posted-form';
import { shownRefusals } from './apply-server-error';

export interface PostedFormState<T extends FieldValues> {
  /** The fields as posted, secrets left out: the form starts from them. */
  values: Record<string, string>;
  /** The refusal on the form's fields, for `useForm({ errors })`: shown from the first render. */
  errors: FieldErrors<T> | undefined;
  /** Posted and done: a page that shows its own success (password reset) shows it. */
  done: boolean;
}

const NOT_POSTED = { values: {}, errors: undefined, done: false };

/**
 * The page's form as the server answered it, when the browser posted it before or without the
 * page's scripts (decision 075): React Router's action data, in the server's render and again
 * as the page hydrates, so both show the same. Nothing once the visitor moves on, or when the
 * page was opened rather than posted. `shownFields` (a constant list) are the fields the form
 * shows: a refusal of another goes on the form as a whole.
 */
export function usePostedForm<T extends FieldValues>(shownFields: readonly string[]): PostedFormState<T> {
  const posted = useActionData() as PostedForm | undefined;
  // biome-ignore lint/correctness/useExhaustiveDependencies: a form's fields never change; a new array each render must not make new errors (useForm would apply them again).
  return useMemo(() => {
    if (!posted) return NOT_POSTED;
    if (posted.result.success) return { values: posted.values, errors: undefined, done: true };
    // Where `applyServerError` puts them after a submit by the page's script.
    const errors: FieldErrors<T> = {};
    const shown = shownRefusals(posted.result, shownFields);
    for (const { field, code } of shown) set(errors, field, { type: 'server', message: code });
    if (shown.length === 0)
      set(errors, 'root.server', { type: 'server', message: posted.result.code ?? 'unknown' });
    return { values: posted.values, errors, done: false };
  }, [posted]);
}

/** Where a page's form posts without scripts: the page's own URL, its query (`?redirect=`) kept. */
export function usePageFormAction(): string {
  const location = useLocation();
  return `${location.pathname}${location.search}`;
}
