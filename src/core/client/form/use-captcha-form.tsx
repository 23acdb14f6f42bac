import { zodResolver } from '@hookform/resolvers/zod';
import { type FormEvent, type ReactNode, useState } from 'react';
import {
  type DefaultValues,
  type FieldValues,
  type Path,
  type PathValue,
  type UseFormReturn,
  useForm,
} from 'react-hook-form';
import { useNavigate } from 'react-router';
import type { z } from 'zod';
import { applyServerError } from './apply-server-error';
import { FormCaptcha } from './form-captcha';
import { usePageFormAction, usePostedForm } from './posted-form';
import type { MutationOutcome } from './run-mutation';

/** What a visitor's form with a captcha (contact, register, password lost) is built from. */
interface CaptchaFormOptions<Input extends FieldValues & { captcha: string }, Output> {
  /** The input's schema, shared with the server. */
  schema: z.ZodType<Output, Input>;
  /** The fields the form shows (a refusal of another goes on the form as a whole). */
  fields: readonly string[];
  /** The form's first values, from what was posted before the page's scripts ran. */
  defaultValues: (posted: Record<string, string>) => DefaultValues<Input>;
  /** Sends the checked input; a refusal or a failure comes back as a coded outcome. */
  send: (input: Output) => Promise<MutationOutcome>;
  /** The page a form accepted leads to (its "thanks"). */
  done: string;
}

/** The form, its submit handler, where it posts without scripts, and its captcha field. */
interface CaptchaForm<Input extends FieldValues, Output> {
  form: UseFormReturn<Input, unknown, Output>;
  onSubmit: (event?: FormEvent<HTMLFormElement>) => Promise<void>;
  /** The form's `action`: the page's own URL, where it posts before or without scripts. */
  action: string;
  /** The fields as posted before the page's scripts ran, secrets left out. */
  posted: Record<string, string>;
  /** The captcha, which starts anew after a refused submit (its token counts once). */
  captcha: ReactNode;
}

/**
 * A visitor's form with a captcha, checked by the schema the server checks it with, that works
 * as a plain POST before its scripts come (the server answers with the form and its errors,
 * shown from the first render). A refused submit puts the server's codes on their fields and
 * starts the captcha anew; an accepted one leads to `done`.
 */
export function useCaptchaForm<Input extends FieldValues & { captcha: string }, Output>(
  options: CaptchaFormOptions<Input, Output>,
): CaptchaForm<Input, Output> {
  const navigate = useNavigate();
  const [captchaKey, setCaptchaKey] = useState(0);
  // Posted before the page's scripts ran: no captcha could be answered, the server said so.
  const posted = usePostedForm<Input>(options.fields);
  const action = usePageFormAction();
  const form = useForm<Input, unknown, Output>({
    resolver: zodResolver(options.schema),
    mode: 'onTouched',
    defaultValues: options.defaultValues(posted.values),
    errors: posted.errors,
  });
  const onSubmit = form.handleSubmit(async (input) => {
    const result = await options.send(input);
    if (result.success) return navigate(options.done);
    // The server spent the captcha token: the visitor answers a new one.
    form.setValue('captcha' as Path<Input>, '' as PathValue<Input, Path<Input>>);
    setCaptchaKey((key) => key + 1);
    applyServerError(form, result, options.fields);
  });
  const captcha = <FormCaptcha control={form.control} resetKey={captchaKey} />;
  return { form, onSubmit, action, posted: posted.values, captcha };
}
