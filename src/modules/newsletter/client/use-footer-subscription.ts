import { type FormEvent, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from '@/core/client/use-translation';
import { NEWSLETTER_THANKS_PATH } from '../shared/newsletter-paths';
import type { NewsletterSubscriptionInput } from '../shared/newsletter-subscription';

/** The first refusal of the shared schema for this email, or null; the schema loads on first use. */
async function emailRefusal(
  email: string,
): Promise<{ code: string; input?: never } | { code: null; input: NewsletterSubscriptionInput }> {
  const { newsletterSubscriptionInputSchema } = await import('../shared/newsletter-subscription');
  const parsed = newsletterSubscriptionInputSchema.safeParse({ email });
  return parsed.success
    ? { code: null, input: parsed.data }
    : { code: parsed.error.issues[0]?.message ?? 'unknown' };
}

/**
 * The footer's form (one field, on every page): checked by the same shared schema as the
 * newsletter page's form, errors once the field was left or after a submit attempt, as there.
 * Its own few lines of state rather than the form library, and the schema loaded when the form
 * is first checked, the request's code when it is first sent: the footer's block is loaded
 * before every page is interactive (decision 093).
 */
export function useFooterSubscription() {
  const { i18n } = useTranslation();
  const navigate = useNavigate();
  const input = useRef<HTMLInputElement>(null);
  const [error, setError] = useState<string | null>(null);
  const [touched, setTouched] = useState(false);
  const [submitting, setSubmitting] = useState(false);

  const check = async () => {
    const { code } = await emailRefusal(input.current?.value ?? '');
    setError(code);
  };
  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setTouched(true);
    setSubmitting(true);
    try {
      const checked = await emailRefusal(input.current?.value ?? '');
      if (checked.code !== null) {
        setError(checked.code);
        input.current?.focus();
        return;
      }
      const { postSubscription } = await import('./post-subscription');
      const result = await postSubscription(checked.input, i18n.language);
      if (result.success) return navigate(NEWSLETTER_THANKS_PATH);
      setError(result.fieldErrors[0]?.code ?? result.code ?? 'unknown');
      input.current?.focus();
    } finally {
      setSubmitting(false);
    }
  };
  const field = {
    ref: input,
    name: 'email',
    onBlur: () => {
      setTouched(true);
      void check();
    },
    onChange: () => {
      if (touched) void check();
    },
  };
  return { field, error, submitting, onSubmit };
}
