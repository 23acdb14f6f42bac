import { TextInput } from '@mantine/core';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

/** The required email field of the account forms (register, login, password lost). */
export function EmailField(props: {
  registration: UseFormRegisterReturn<'email'>;
  error: string | undefined;
  autoComplete?: 'email' | 'username';
}) {
  const { t } = useTranslation('user');
  return (
    <TextInput
      label={t('fields.email')}
      type="email"
      autoComplete={props.autoComplete ?? 'email'}
      withAsterisk
      {...props.registration}
      error={props.error}
    />
  );
}
