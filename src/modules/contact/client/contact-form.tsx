import { zodResolver } from '@hookform/resolvers/zod';
import { Stack, Textarea, TextInput } from '@mantine/core';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { CaptchaField } from '@/core/client/captcha-field';
import { applyServerError } from '@/core/client/form/apply-server-error';
import { FormAlert } from '@/core/client/form/form-alert';
import { usePageFormAction, usePostedForm } from '@/core/client/form/posted-form';
import { SubmitButton } from '@/core/client/form/submit-button';
import { useErrorText } from '@/core/client/form/use-error-text';
import { useGraphQLClient } from '@/core/client/graphql-client/graphql-provider';
import { useTranslation } from '@/core/client/use-translation';
import {
  CONTACT_LIMITS,
  type ContactMessage,
  type ContactMessageInput,
  contactMessageInputSchema,
} from '../shared/contact-schemas';
import { sendContactMessage } from './send-contact-message';

const FIELDS = ['name', 'email', 'subject', 'message', 'captcha'] as const;

/**
 * The contact form, checked by the same schema as on the server: an island of its page, sent as
 * a plain POST until its code has come.
 */
export function ContactForm() {
  const { t } = useTranslation('contact');
  const errorText = useErrorText();
  const client = useGraphQLClient();
  const navigate = useNavigate();
  // A captcha token counts once: after a refused submit the widget starts anew.
  const [captchaKey, setCaptchaKey] = useState(0);
  // Posted before the page's scripts ran: no captcha could be answered, the server said so.
  const posted = usePostedForm<ContactMessageInput>(FIELDS);
  const action = usePageFormAction();
  const { name = '', email = '', subject = '', message = '' } = posted.values;
  const form = useForm<ContactMessageInput, unknown, ContactMessage>({
    resolver: zodResolver(contactMessageInputSchema),
    mode: 'onTouched',
    defaultValues: { name, email, subject, message, captcha: '' },
    errors: posted.errors,
  });
  const { errors, isSubmitting } = form.formState;
  const messageLength = form.watch('message').length;

  const onSubmit = form.handleSubmit(async (input) => {
    const result = await sendContactMessage(client, input);
    if (result.success) return navigate('/contact-us/thanks');
    form.setValue('captcha', '');
    setCaptchaKey((key) => key + 1);
    applyServerError(form, result, FIELDS);
  });

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
        <Controller
          name="captcha"
          control={form.control}
          render={({ field, fieldState }) => (
            <CaptchaField
              key={captchaKey}
              onVerified={field.onChange}
              onReset={() => field.onChange('')}
              error={errorText(fieldState.error?.message)}
            />
          )}
        />
        <SubmitButton busy={isSubmitting}>{t('submit')}</SubmitButton>
      </Stack>
    </form>
  );
}
