import { Stack, Text, TextInput } from '@mantine/core';
import { useId } from 'react';
import { SubmitButton } from '@/core/client/form/submit-button';
import { useTranslation } from '@/core/client/use-translation';
import { NEWSLETTER_PAGE_PATH } from '../shared/newsletter-paths';
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
    <section
      aria-labelledby={headingId}
      style={{ width: '100%', minWidth: 'min(340px, 100%)', maxWidth: 400 }}
    >
      <Stack gap={6}>
        <Text component="h2" id={headingId} fw={700} size="md">
          {t('footer.title')}
        </Text>
        <Text size="sm">{t('footer.text')}</Text>
        {/* Posted before the page's scripts run, it goes to the newsletter page (decision 075). */}
        <form method="post" action={NEWSLETTER_PAGE_PATH} onSubmit={onSubmit} noValidate>
          <Stack gap="xs">
            <TextInput
              label={t('footer.email')}
              type="email"
              autoComplete="email"
              withAsterisk
              {...field}
              error={errorText(error)}
              // The footer's text colour for the label and its asterisk: Mantine's red asterisk
              // on the footer's teal is 1.12:1.
              styles={{
                label: { color: 'inherit' },
                required: { color: 'inherit' },
                error: { color: '#fff', fontWeight: 600 },
              }}
            />
            <SubmitButton busy={submitting}>{t('submit')}</SubmitButton>
          </Stack>
        </form>
      </Stack>
    </section>
  );
}
