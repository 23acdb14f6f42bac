import { zodResolver } from '@hookform/resolvers/zod';
import { Anchor, Button, PasswordInput, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useParams } from 'react-router';
import type { z } from 'zod';
import { applyServerError } from '@/core/client/form/apply-server-error';
import { FormAlert } from '@/core/client/form/form-alert';
import { usePageFormAction, usePostedForm } from '@/core/client/form/posted-form';
import { runMutation } from '@/core/client/form/run-mutation';
import { useErrorText } from '@/core/client/form/use-error-text';
import { useGraphQLClient } from '@/core/client/graphql-client/graphql-provider';
import { useTranslation } from '@/core/client/use-translation';
import { passwordResetInputSchema } from '@/modules/user/shared/account-schemas';
import { accountMeta } from '../account-meta';
import { RESET_PASSWORD_MUTATION } from '../account-mutations';
import { AccountPage } from '../account-page';

export const meta = accountMeta('passwordReset.title', { noindex: true });

const FIELDS = ['password'] as const;

/** The emailed reset link: choose a new password. Every session of the account ends. */
export function Component() {
  const { t } = useTranslation('user');
  const errorText = useErrorText();
  const client = useGraphQLClient();
  const { token = '' } = useParams();
  // Posted before the page's scripts ran: the server changed the password, or said why not.
  const posted = usePostedForm<z.input<typeof passwordResetInputSchema>>(FIELDS);
  const action = usePageFormAction();
  const [done, setDone] = useState(posted.done);
  const form = useForm<
    z.input<typeof passwordResetInputSchema>,
    unknown,
    z.output<typeof passwordResetInputSchema>
  >({
    resolver: zodResolver(passwordResetInputSchema),
    mode: 'onTouched',
    defaultValues: { token, password: '' },
    errors: posted.errors,
  });
  const { errors, isSubmitting } = form.formState;
  // The token is no field of the form: its refusal (invalid, expired) shows on the form.
  const formError = errors.root?.server?.message ?? errors.token?.message;

  const onSubmit = form.handleSubmit(async (input) => {
    const result = await runMutation(client, RESET_PASSWORD_MUTATION, { input });
    if (result.success) return setDone(true);
    applyServerError(form, result, FIELDS);
  });

  if (done) {
    return (
      <AccountPage title={t('passwordReset.title')}>
        <Text role="status">{t('passwordReset.success')}</Text>
        <Button component={Link} to="/login">
          {t('login.submit')}
        </Button>
      </AccountPage>
    );
  }
  return (
    <AccountPage title={t('passwordReset.title')}>
      <form method="post" action={action} onSubmit={onSubmit} noValidate>
        <Stack gap="md">
          <FormAlert code={formError} />
          <PasswordInput
            label={t('fields.newPassword')}
            autoComplete="new-password"
            withAsterisk
            {...form.register('password')}
            error={errorText(errors.password?.message)}
          />
          <Button type="submit" loading={isSubmitting} disabled={isSubmitting}>
            {t('passwordReset.submit')}
          </Button>
        </Stack>
      </form>
      {formError?.startsWith('token.') && (
        <Anchor component={Link} to="/password-lost">
          {t('passwordReset.askAgain')}
        </Anchor>
      )}
    </AccountPage>
  );
}
