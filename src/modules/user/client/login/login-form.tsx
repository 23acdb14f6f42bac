import { zodResolver } from '@hookform/resolvers/zod';
import { Button, PasswordInput, Stack } from '@mantine/core';
import { useForm } from 'react-hook-form';
import { useNavigate, useSearchParams } from 'react-router';
import type { z } from 'zod';
import { applyServerError } from '@/core/client/form/apply-server-error';
import { FormAlert } from '@/core/client/form/form-alert';
import { usePageFormAction, usePostedForm } from '@/core/client/form/posted-form';
import { runMutation } from '@/core/client/form/run-mutation';
import { useErrorText } from '@/core/client/form/use-error-text';
import { useGraphQLClient } from '@/core/client/graphql-client/graphql-provider';
import { useTranslation } from '@/core/client/use-translation';
import { loginInputSchema } from '@/modules/user/shared/account-schemas';
import { safeRedirect } from '@/modules/user/shared/safe-redirect';
import { LOGIN_MUTATION } from '../account-mutations';
import { EmailField } from '../form/email-field';
import { resetUserCache } from '../reset-user-cache';

const FIELDS = ['email', 'password'] as const;

/**
 * Login: on success the cache starts afresh for the new user, then `?redirect=` or home. An
 * island of its page, sent as a plain POST until its code has come.
 */
export function LoginForm() {
  const { t } = useTranslation('user');
  const errorText = useErrorText();
  const client = useGraphQLClient();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  // Posted before the page's scripts ran: the server signed in (and left), or answered why not.
  const posted = usePostedForm<z.input<typeof loginInputSchema>>(FIELDS);
  const action = usePageFormAction();
  const form = useForm<z.input<typeof loginInputSchema>, unknown, z.output<typeof loginInputSchema>>({
    resolver: zodResolver(loginInputSchema),
    mode: 'onTouched',
    defaultValues: { email: posted.values.email ?? '', password: '' },
    errors: posted.errors,
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (input) => {
    const result = await runMutation(client, LOGIN_MUTATION, { input });
    if (!result.success) return applyServerError(form, result, FIELDS);
    await resetUserCache(client);
    await navigate(safeRedirect(params.get('redirect')), { replace: true });
  });

  return (
    <form method="post" action={action} onSubmit={onSubmit} noValidate>
      <Stack gap="md">
        <FormAlert code={errors.root?.server?.message ?? params.get('error') ?? undefined} />
        <EmailField
          registration={form.register('email')}
          defaultValue={posted.values.email}
          error={errorText(errors.email?.message)}
          autoComplete="username"
        />
        <PasswordInput
          label={t('fields.password')}
          autoComplete="current-password"
          withAsterisk
          {...form.register('password')}
          error={errorText(errors.password?.message)}
        />
        <Button type="submit" loading={isSubmitting} disabled={isSubmitting}>
          {t('login.submit')}
        </Button>
      </Stack>
    </form>
  );
}
