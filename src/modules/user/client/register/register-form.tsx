import { Button, PasswordInput, Stack } from '@mantine/core';
import { FormAlert } from '@/core/client/form/form-alert';
import { runMutation } from '@/core/client/form/run-mutation';
import { useCaptchaForm } from '@/core/client/form/use-captcha-form';
import { useErrorText } from '@/core/client/form/use-error-text';
import { useGraphQLClient } from '@/core/client/graphql-client/graphql-provider';
import { useTranslation } from '@/core/client/use-translation';
import { registerInputSchema } from '@/modules/user/shared/account-schemas';
import { REGISTER_MUTATION } from '../account-mutations';
import { EmailField } from '../form/email-field';

const FIELDS = ['email', 'password', 'captcha'] as const;

/**
 * Register: email, password and the captcha; the account waits for the emailed activation link.
 * An island of its page, sent as a plain POST until its code has come.
 */
export function RegisterForm() {
  const { t, i18n } = useTranslation('user');
  const errorText = useErrorText();
  const client = useGraphQLClient();
  const { form, onSubmit, action, posted, captcha } = useCaptchaForm({
    schema: registerInputSchema,
    fields: FIELDS,
    defaultValues: (values) => ({ email: values.email ?? '', password: '', captcha: '' }),
    send: (input) => runMutation(client, REGISTER_MUTATION, { input: { ...input, language: i18n.language } }),
    done: '/register/thanks',
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
        <PasswordInput
          label={t('fields.password')}
          description={t('register.passwordHelp')}
          autoComplete="new-password"
          withAsterisk
          {...form.register('password')}
          error={errorText(errors.password?.message)}
        />
        {captcha}
        <Button type="submit" loading={isSubmitting} disabled={isSubmitting}>
          {t('register.submit')}
        </Button>
      </Stack>
    </form>
  );
}
