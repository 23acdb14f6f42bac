import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { applyServerError } from '@/core/client/form/apply-server-error';
import { lazyZodResolver } from '@/core/client/form/lazy-zod-resolver';
import { usePostedForm } from '@/core/client/form/posted-form';
import { useTranslation } from '@/core/client/use-translation';
import { NEWSLETTER_THANKS_PATH } from '../shared/newsletter-paths';
import type {
  NewsletterSubscriptionForm,
  NewsletterSubscriptionInput,
} from '../shared/newsletter-subscription';
import { postSubscription } from './post-subscription';

type FieldName = keyof NewsletterSubscriptionForm;

// Its schema, and zod with it, loads when the form is first checked, not with the page (decision 093).
const subscriptionResolver = lazyZodResolver<NewsletterSubscriptionForm, NewsletterSubscriptionInput>(
  async () => (await import('../shared/newsletter-subscription')).newsletterSubscriptionInputSchema,
);

/**
 * The subscription form's state, checked by the shared schema (errors once a field is touched
 * or after a submit attempt). On success it goes to /newsletter/thanks (spec section 4); a
 * refusal goes on the fields it names when the form shows them, else on the form as a whole.
 * Posted without scripts (decision 075), both forms post to /newsletter, whose page shows the
 * refusal with what was typed (`values`); the footer's form is the layout's, never the page's
 * posted one.
 */
export function useSubscriptionForm(shownFields: readonly FieldName[]) {
  const { i18n } = useTranslation();
  const navigate = useNavigate();
  const posted = usePostedForm<NewsletterSubscriptionForm>(shownFields);
  const { email = '', firstName = '', lastName = '', country = '' } = posted.values;
  const form = useForm<NewsletterSubscriptionForm, unknown, NewsletterSubscriptionInput>({
    resolver: subscriptionResolver,
    mode: 'onTouched',
    defaultValues: { email, firstName, lastName, country: country || null },
    errors: posted.errors,
  });
  const onSubmit = form.handleSubmit(async (input) => {
    const result = await postSubscription(input, i18n.language);
    if (result.success) return navigate(NEWSLETTER_THANKS_PATH);
    applyServerError(form, result, shownFields);
  });
  return { form, onSubmit, values: posted.values };
}
