import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, Select, Stack, TextInput } from '@mantine/core';
import { Controller, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { applyServerError } from '@/core/client/form/apply-server-error';
import { runMutation } from '@/core/client/form/run-mutation';
import { useErrorText } from '@/core/client/form/use-error-text';
import { useGraphQLClient } from '@/core/client/graphql-client/graphql-provider';
import { useTranslation } from '@/core/client/use-translation';
import { LANGUAGES } from '@/core/shared/languages';
import { profileInputSchema } from '@/modules/user/shared/account-schemas';
import type { Notify } from './profile-notice';
import { type ProfileUser, UPDATE_PROFILE_MUTATION } from './profile-operations';
import { ResendVerificationLink } from './resend-verification-link';

const LANGUAGE_OPTIONS = LANGUAGES.map((language) => ({
  value: language.languageCode,
  label: language.label,
}));
const NAME_FIELDS = ['username', 'firstName', 'lastName'] as const;
const FORM_FIELDS = [...NAME_FIELDS, 'language', 'email'] as const;

const valuesOf = (user: ProfileUser): z.input<typeof profileInputSchema> => ({
  username: user.username,
  firstName: user.firstName,
  lastName: user.lastName,
  language: user.language,
  email: user.email,
});

// An emptied name is no name (null), not a too-short one. RHF also passes the null default through.
const emptyAsNull = (value: unknown) => (typeof value === 'string' && value.trim() !== '' ? value : null);

/** The profile fields. Save is enabled once something changed; the saved user refreshes `me`. */
export function ProfileForm(props: { user: ProfileUser; notify: Notify }) {
  const { t } = useTranslation('user');
  const errorText = useErrorText();
  const client = useGraphQLClient();
  const form = useForm<z.input<typeof profileInputSchema>, unknown, z.output<typeof profileInputSchema>>({
    resolver: zodResolver(profileInputSchema),
    mode: 'onTouched',
    defaultValues: valuesOf(props.user),
  });
  const { errors, isSubmitting, isDirty } = form.formState;

  const onSubmit = form.handleSubmit(async (input) => {
    const failed = t('profile.failed');
    const result = await runMutation(client, UPDATE_PROFILE_MUTATION, { input });
    const saved = result.success && 'item' in result ? result.item : null;
    if (!saved) {
      if (result.field) applyServerError(form, result, FORM_FIELDS);
      return props.notify({ kind: 'error', text: errorText(result.code, failed) ?? failed });
    }
    form.reset(valuesOf(saved));
    props.notify({ kind: 'success', text: t('profile.updated') });
    await client.refetchQueries({ include: ['data'] });
  });

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="md">
        {NAME_FIELDS.map((name) => (
          <TextInput
            key={name}
            label={t(`fields.${name}`)}
            autoComplete={
              name === 'firstName' ? 'given-name' : name === 'lastName' ? 'family-name' : 'nickname'
            }
            defaultValue={props.user[name] ?? ''}
            {...form.register(name, { setValueAs: emptyAsNull })}
            error={errorText(errors[name]?.message)}
          />
        ))}
        <Controller
          name="language"
          control={form.control}
          render={({ field }) => (
            <Select
              label={t('fields.language')}
              data={LANGUAGE_OPTIONS}
              value={field.value ?? null}
              onChange={field.onChange}
              onBlur={field.onBlur}
              ref={field.ref}
              searchable
              nothingFoundMessage={t('profile.noLanguage')}
              error={errorText(errors.language?.message)}
            />
          )}
        />
        <Stack gap={4}>
          <TextInput
            label={t('fields.email')}
            type="email"
            autoComplete="email"
            withAsterisk
            defaultValue={props.user.email}
            {...form.register('email')}
            error={errorText(errors.email?.message)}
          />
          {!props.user.emailVerifiedAt && <ResendVerificationLink notify={props.notify} />}
        </Stack>
        <Group>
          <Button type="submit" loading={isSubmitting} disabled={!isDirty || isSubmitting}>
            {t('profile.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
