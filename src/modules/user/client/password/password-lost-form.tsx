import { Button, Stack } from '@mantine/core';
import { FormAlert } from '@/core/client/form/form-alert';
import { runMutation } from '@/core/client/form/run-mutation';
import { useCaptchaForm } from '@/core/client/form/use-captcha-form';
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
  const { form, onSubmit, action, posted, captcha } = useCaptchaForm({
    schema: passwordLostInputSchema,
    fields: FIELDS,
    defaultValues: (values) => ({ email: values.email ?? '', captcha: '' }),
    send: (input) => runMutation(client, REQUEST_PASSWORD_RESET_MUTATION, { input }),
    done: '/password-lost/thanks',
  });
  const { errors, isSubmitting } = form.formState;

  return (
    <form method="post" action={action} onSubmit={onSubmit} noValidate>
      <Stack gap="md">
        <FormAlert code={errors.root?.server?.message} />
        <EmailField
          registration={form.register('email')}
          defaultValue={posted.email}
          error={errorText(errors.email?.message)}
        />
        {captcha}
        <Button type="submit" loading={isSubmitting} disabled={isSubmitting}>
          {t('passwordLost.submit')}
        </Button>
      </Stack>
    </form>
  );
}
