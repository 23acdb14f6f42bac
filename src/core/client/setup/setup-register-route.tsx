import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import type { z } from 'zod';
import { useGraphQLClient } from '@/core/client/graphql-client/graphql-provider';
import { useQuery } from '@/core/client/graphql-client/use-query';
import { useTranslation } from '@/core/client/use-translation';
import { setupAdminInputSchema } from '@/core/shared/setup-schemas';
import { DATA_QUERY } from '../data-query';
import { applyServerError } from '../form/apply-server-error';
import { FormAlert } from '../form/form-alert';
import { runMutation } from '../form/run-mutation';
import { useErrorText } from '../form/use-error-text';
import type { PageLoaderArgs } from '../module';
import { SetupFrame } from './setup-frame';
import { SETUP_ADMIN_MUTATION, SETUP_STATUS_QUERY } from './setup-operations';

export const prefetch = ({ client }: PageLoaderArgs) => client.query({ query: SETUP_STATUS_QUERY });

/** Setup step 3: the first administrator, signed in at once. Closed once one exists. */
export function Component() {
  const { t } = useTranslation('setup');
  const errorText = useErrorText();
  const client = useGraphQLClient();
  const navigate = useNavigate();
  const { data } = useQuery(SETUP_STATUS_QUERY);
  const form = useForm<
    z.input<typeof setupAdminInputSchema>,
    unknown,
    z.output<typeof setupAdminInputSchema>
  >({
    resolver: zodResolver(setupAdminInputSchema),
    mode: 'onTouched',
    defaultValues: { email: '', password: '' },
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (input) => {
    const result = await runMutation(client, SETUP_ADMIN_MUTATION, { input });
    if (!result.success) return applyServerError(form, result, ['email', 'password']);
    // The new session: the shell shows the administrator, the next step may finalize.
    await client.refetchQueries({ include: [DATA_QUERY, SETUP_STATUS_QUERY] });
    await navigate('/_setup/finalize');
  });

  if (data?.setupStatus.hasAdmin) {
    return (
      <SetupFrame step={2}>
        <Alert color="teal">{t('register.exists')}</Alert>
        <Button component={Link} to="/_setup/finalize" w="fit-content">
          {t('register.continue')}
        </Button>
      </SetupFrame>
    );
  }
  return (
    <SetupFrame step={2}>
      <Text>{t('register.intro')}</Text>
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="md">
          <FormAlert code={errors.root?.server?.message} />
          <TextInput
            label={t('register.email')}
            type="email"
            autoComplete="username"
            withAsterisk
            {...form.register('email')}
            error={errorText(errors.email?.message)}
          />
          <PasswordInput
            label={t('register.password')}
            description={t('register.passwordHelp')}
            autoComplete="new-password"
            withAsterisk
            {...form.register('password')}
            error={errorText(errors.password?.message)}
          />
          <Button type="submit" loading={isSubmitting} disabled={isSubmitting} w="fit-content">
            {t('register.submit')}
          </Button>
        </Stack>
      </form>
    </SetupFrame>
  );
}
