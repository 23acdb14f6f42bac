import { Stack, Textarea, TextInput } from '@mantine/core';
import { FormAlert } from '@/core/client/form/form-alert';
import { SubmitButton } from '@/core/client/form/submit-button';
import { useCaptchaForm } from '@/core/client/form/use-captcha-form';
import { useErrorText } from '@/core/client/form/use-error-text';
import { useGraphQLClient } from '@/core/client/graphql-client/graphql-provider';
import { useTranslation } from '@/core/client/use-translation';
import { CONTACT_LIMITS, contactMessageInputSchema } from '../shared/contact-schemas';
import { sendContactMessage } from './send-contact-message';

const FIELDS = ['name', 'email', 'subject', 'message', 'captcha'] as const;

/** The message as posted before the page's scripts ran (none: empty), the captcha to answer. */
function messageOf(posted: Record<string, string>) {
  const { name = '', email = '', subject = '', message = '' } = posted;
  return { name, email, subject, message, captcha: '' };
}

/**
 * The contact form, checked by the same schema as on the server: an island of its page, sent as
 * a plain POST until its code has come.
 */
export function ContactForm() {
  const { t } = useTranslation('contact');
  const errorText = useErrorText();
  const client = useGraphQLClient();
  const { form, onSubmit, action, posted, captcha } = useCaptchaForm({
    schema: contactMessageInputSchema,
    fields: FIELDS,
    defaultValues: messageOf,
    send: (input) => sendContactMessage(client, input),
    done: '/contact-us/thanks',
  });
  const { name, email, subject, message } = messageOf(posted);
  const { errors, isSubmitting } = form.formState;
  const messageLength = form.watch('message').length;

  return (
    <form method="post" action={action} onSubmit={onSubmit} noValidate>
      <Stack gap="md">
        <FormAlert code={errors.root?.server?.message} />
        <TextInput
          label={t('fields.name')}
          autoComplete="name"
          withAsterisk
          maxLength={CONTACT_LIMITS.name}
          {...form.register('name')}
          defaultValue={name}
          error={errorText(errors.name?.message)}
        />
        <TextInput
          label={t('fields.email')}
          type="email"
          autoComplete="email"
          withAsterisk
          {...form.register('email')}
          defaultValue={email}
          error={errorText(errors.email?.message)}
        />
        <TextInput
          label={t('fields.subject')}
          withAsterisk
          maxLength={CONTACT_LIMITS.subject}
          {...form.register('subject')}
          defaultValue={subject}
          error={errorText(errors.subject?.message)}
        />
        <Textarea
          label={t('fields.message')}
          description={t('messageLength', {
            length: messageLength,
            min: CONTACT_LIMITS.messageMin,
            max: CONTACT_LIMITS.messageMax,
          })}
          // The default dimmed grey is too pale on the page background (WCAG AA).
          descriptionProps={{ c: 'gray.7' }}
          withAsterisk
          autosize
          minRows={6}
          maxRows={16}
          {...form.register('message')}
          defaultValue={message}
          error={errorText(errors.message?.message)}
        />
        {captcha}
        <SubmitButton busy={isSubmitting}>{t('submit')}</SubmitButton>
      </Stack>
    </form>
  );
}
