import { Alert, Group, Select, Stack, TextInput } from '@mantine/core';
import { useRef } from 'react';
import { Controller } from 'react-hook-form';
import { SubmitButton } from '@/core/client/form/submit-button';
import { useFormInterest } from '@/core/client/form/use-form-interest';
import { useTranslation } from '@/core/client/use-translation';
import { NEWSLETTER_PAGE_PATH } from '../shared/newsletter-paths';
import { useCountryOptions } from './use-country-options';
import { useErrorText } from './use-error-text';
import { useSubscriptionForm } from './use-subscription-form';

const FIELDS = ['email', 'firstName', 'lastName', 'country'] as const;

/**
 * The subscription form: email, and optionally first name, last name and country (spec section
 * 3). An island of its page, sent as a plain POST until its code has come.
 */
export function NewsletterForm() {
  const { t, i18n } = useTranslation('newsletter');
  const errorText = useErrorText();
  const { form, onSubmit, values } = useSubscriptionForm(FIELDS);
  const formElement = useRef<HTMLFormElement>(null);
  const started = useFormInterest(formElement);
  const countries = useCountryOptions(i18n.language, started || Boolean(values.country));
  const { errors, isSubmitting } = form.formState;

  return (
    <form ref={formElement} method="post" action={NEWSLETTER_PAGE_PATH} onSubmit={onSubmit} noValidate>
      <Stack gap="md">
        {errors.root?.server && (
          <Alert color="red" variant="light" role="alert">
            {errorText(errors.root.server.message)}
          </Alert>
        )}
        <TextInput
          label={t('fields.email')}
          type="email"
          autoComplete="email"
          withAsterisk
          {...form.register('email')}
          defaultValue={values.email}
          error={errorText(errors.email?.message)}
        />
        <Group grow align="flex-start">
          <TextInput
            label={t('fields.firstName')}
            autoComplete="given-name"
            {...form.register('firstName')}
            defaultValue={values.firstName}
            error={errorText(errors.firstName?.message)}
          />
          <TextInput
            label={t('fields.lastName')}
            autoComplete="family-name"
            {...form.register('lastName')}
            defaultValue={values.lastName}
            error={errorText(errors.lastName?.message)}
          />
        </Group>
        <Controller
          name="country"
          control={form.control}
          render={({ field, fieldState }) => (
            <Select
              label={t('fields.country')}
              placeholder={t('fields.countryPlaceholder')}
              nothingFoundMessage={t('fields.countryNothingFound')}
              data={countries}
              searchable
              clearable
              autoComplete="off"
              name={field.name}
              value={field.value ?? null}
              onChange={field.onChange}
              onBlur={field.onBlur}
              ref={field.ref}
              error={errorText(fieldState.error?.message)}
            />
          )}
        />
        <SubmitButton busy={isSubmitting}>{t('submit')}</SubmitButton>
      </Stack>
    </form>
  );
}
