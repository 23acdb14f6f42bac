import { TextInput } from '@mantine/core';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from '@/core/client/use-translation';

/** The required email field of the account forms (register, login, password lost). */
export function EmailField(props: {
  registration: UseFormRegisterReturn<'email'>;
  /** The address typed in a form posted without scripts: in the server's HTML too. */
  defaultValue?: string | undefined;
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
      defaultValue={props.defaultValue}
      error={props.error}
    />
  );
}
