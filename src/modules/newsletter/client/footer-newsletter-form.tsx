import { useId } from 'react';
import { SubmitButton } from '@/core/client/form/submit-button';
import { PlainTextInput } from '@/core/client/plain-fields';
import { useTranslation } from '@/core/client/use-translation';
import { NEWSLETTER_PAGE_PATH } from '../shared/newsletter-paths';
import classes from './footer-newsletter-form.module.css';
import { useErrorText } from './use-error-text';
import { useFooterSubscription } from './use-footer-subscription';

/** The footer's compact newsletter form (email only), in a box 340 to 400 px wide (spec section 9). */
export default function FooterNewsletterForm() {
  const { t } = useTranslation('newsletter');
  const errorText = useErrorText();
  const headingId = useId();
  // A refusal about another field than the email (none expected) shows under the email too.
  const { field, error, submitting, onSubmit } = useFooterSubscription();

  return (
    <section aria-labelledby={headingId} className={classes.section}>
      <h2 id={headingId} className={classes.title}>
        {t('footer.title')}
      </h2>
      <p className={classes.text}>{t('footer.text')}</p>
      {/* Posted before the page's scripts run, it goes to the newsletter page (decision 075). */}
      <form
        method="post"
        action={NEWSLETTER_PAGE_PATH}
        onSubmit={onSubmit}
        noValidate
        className={classes.form}
      >
        <PlainTextInput
          label={t('footer.email')}
          type="email"
          autoComplete="email"
          withAsterisk
          {...field}
          error={errorText(error)}
          // The footer's text colour for the label, its asterisk and the error: Mantine's red
          // asterisk on the footer's teal is 1.12:1.
          onColor
        />
        <SubmitButton busy={submitting}>{t('submit')}</SubmitButton>
      </form>
    </section>
  );
}
