import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Stack } from '@mantine/core';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import type { z } from 'zod';
import { applyServerError } from '@/core/client/form/apply-server-error';
import { FormAlert } from '@/core/client/form/form-alert';
import { FormCaptcha } from '@/core/client/form/form-captcha';
import { usePageFormAction, usePostedForm } from '@/core/client/form/posted-form';
import { runMutation } from '@/core/client/form/run-mutation';
import { useErrorText } from '@/core/client/form/use-error-text';
import { useGraphQLClient } from '@/core/client/graphql-client/graphql-provider';
import { useTranslation } from '@/core/client/use-translation';
import { passwordLostInputSchema } from '@/modules/user/shared/account-schemas';
import { REQUEST_PASSWORD_RESET_MUTATION } from '../account-mutations';
import { EmailField } from '../form/email-field';

const FIELDS = ['email', 'captcha'] as const;

/**
 * Password lost: emails a reset link; the answer never says whether the address has an account.
 * An island of its page, sent as a plain POST until its code has come.
 */
export function PasswordLostForm() {
  const { t } = useTranslation('user');
  const errorText = useErrorText();
  const client = useGraphQLClient();
  const navigate = useNavigate();
  const [captchaKey, setCaptchaKey] = useState(0);
  // Posted before the page's scripts ran: no captcha could be answered, the server said so.
  const posted = usePostedForm<z.input<typeof passwordLostInputSchema>>(FIELDS);
  const action = usePageFormAction();
  const form = useForm<
    z.input<typeof passwordLostInputSchema>,
    unknown,
    z.output<typeof passwordLostInputSchema>
  >({
    resolver: zodResolver(passwordLostInputSchema),
    mode: 'onTouched',
    defaultValues: { email: posted.values.email ?? '', captcha: '' },
    errors: posted.errors,
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (input) => {
    const result = await runMutation(client, REQUEST_PASSWORD_RESET_MUTATION, { input });
    if (result.success) return navigate('/password-lost/thanks');
    // The server spent the captcha token: the visitor answers a new one.
    form.setValue('captcha', '');
    setCaptchaKey((key) => key + 1);
    applyServerError(form, result, FIELDS);
  });

  return (
    <form method="post" action={action} onSubmit={onSubmit} noValidate>
      <Stack gap="md">
        <FormAlert code={errors.root?.server?.message} />
        <EmailField
          registration={form.register('email')}
          defaultValue={posted.values.email}
          error={errorText(errors.email?.message)}
        />
        <FormCaptcha control={form.control} resetKey={captchaKey} />
        <Button type="submit" loading={isSubmitting} disabled={isSubmitting}>
          {t('passwordLost.submit')}
        </Button>
      </Stack>
    </form>
  );
}
