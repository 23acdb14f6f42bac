import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, MultiSelect, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { Controller, useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import type { z } from 'zod';
import { useGraphQLClient } from '@/core/client/graphql-client/graphql-provider';
import { useQuery } from '@/core/client/graphql-client/use-query';
import { useTranslation } from '@/core/client/use-translation';
import { isLanguageCode, LANGUAGE_CODES, LANGUAGES } from '@/core/shared/languages';
import { type SetupSiteInput, setupSiteInputSchema } from '@/core/shared/setup-schemas';
import { applyServerError } from '../form/apply-server-error';
import { FormAlert } from '../form/form-alert';
import { runMutation } from '../form/run-mutation';
import { useErrorText } from '../form/use-error-text';
import type { PageLoaderArgs } from '../module';
import { SetupFrame } from './setup-frame';
import { SETUP_SITE_MUTATION, SETUP_STATUS_QUERY, type SetupStatusData } from './setup-operations';

export const prefetch = ({ client }: PageLoaderArgs) => client.query({ query: SETUP_STATUS_QUERY });

const FIELDS = [
  'siteName',
  'siteUrl',
  'noreplyEmail',
  'noreplyName',
  'languages',
  'footer',
  'companyAddress',
] as const;

/** What the form starts with: the stored values, else what this address suggests. */
function initialValues(site: SetupStatusData['setupStatus']['site']): SetupSiteInput {
  const origin = typeof window === 'undefined' ? '' : window.location.origin;
  const host = typeof window === 'undefined' ? '' : window.location.hostname;
  return {
    siteName: site?.siteName ?? '',
    siteUrl: site?.siteUrl ?? origin,
    // A domain suggests its noreply address; localhost or an IP address does not.
    noreplyEmail: site?.noreplyEmail ?? (/[a-z]\.[a-z]+$/i.test(host) ? `noreply@${host}` : ''),
    noreplyName: site?.noreplyName ?? site?.siteName ?? '',
    // The schema types stored languages as strings; the form takes only the codes it offers.
    languages: site?.languages?.filter(isLanguageCode) ?? LANGUAGE_CODES,
    footer: site?.footer ?? '',
    companyAddress: site?.companyAddress ?? '',
  };
}

/** Setup step 2: the required General settings. The session secret is generated, never typed. */
export function Component() {
  const { t } = useTranslation('setup');
  const errorText = useErrorText();
  const client = useGraphQLClient();
  const navigate = useNavigate();
  const { data } = useQuery(SETUP_STATUS_QUERY);
  const form = useForm<z.input<typeof setupSiteInputSchema>, unknown, z.output<typeof setupSiteInputSchema>>({
    resolver: zodResolver(setupSiteInputSchema),
    mode: 'onTouched',
    values: data ? initialValues(data.setupStatus.site) : undefined,
    resetOptions: { keepDirtyValues: true },
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (input) => {
    const result = await runMutation(client, SETUP_SITE_MUTATION, { input });
    if (!result.success) return applyServerError(form, result, FIELDS);
    await client.refetchQueries({ include: [SETUP_STATUS_QUERY] });
    await navigate('/_setup/register');
  });

  const text = (name: (typeof FIELDS)[number], options: { required?: boolean; type?: string } = {}) => (
    <TextInput
      label={t(`settings.${name}`)}
      description={t(`settings.${name}Help`)}
      withAsterisk={options.required}
      type={options.type}
      {...form.register(name)}
      error={errorText(errors[name]?.message)}
    />
  );

  return (
    <SetupFrame step={1}>
      <Text>{t('settings.intro')}</Text>
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="md">
          <FormAlert code={errors.root?.server?.message} />
          {text('siteName', { required: true })}
          {text('siteUrl', { required: true, type: 'url' })}
          {text('noreplyEmail', { required: true, type: 'email' })}
          {text('noreplyName', { required: true })}
          <Controller
            name="languages"
            control={form.control}
            render={({ field, fieldState }) => (
              <MultiSelect
                label={t('settings.languages')}
                description={t('settings.languagesHelp')}
                withAsterisk
                data={LANGUAGES.map((language) => ({ value: language.languageCode, label: language.label }))}
                value={field.value ?? []}
                onChange={field.onChange}
                onBlur={field.onBlur}
                error={errorText(fieldState.error?.message)}
                searchable
                clearable
              />
            )}
          />
          <Textarea
            label={t('settings.footer')}
            description={t('settings.footerHelp')}
            autosize
            minRows={2}
            {...form.register('footer')}
            error={errorText(errors.footer?.message)}
          />
          <Textarea
            label={t('settings.companyAddress')}
            autosize
            minRows={2}
            {...form.register('companyAddress')}
            error={errorText(errors.companyAddress?.message)}
          />
          <Group>
            <Button type="submit" loading={isSubmitting} disabled={isSubmitting}>
              {t('settings.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </SetupFrame>
  );
}
