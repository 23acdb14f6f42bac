import {
  Checkbox,
  MultiSelect,
  PasswordInput,
  Select,
  Stack,
  Switch,
  Textarea,
  TextInput,
} from '@mantine/core';
import { type Control, Controller, type FieldValues } from 'react-hook-form';
import { useErrorText } from '@/core/client/form/use-error-text';
import { useTranslation } from '@/core/client/use-translation';
import { LANGUAGES } from '@/core/shared/languages';
import { CAPTCHA_PROVIDERS } from '@/core/shared/setting-types';
import { useSettingText } from './setting-text';
import type { AdminSetting } from './settings-operations';

const LANGUAGE_OPTIONS = LANGUAGES.map((language) => ({
  value: language.languageCode,
  label: language.label,
}));
const CAPTCHA_OPTIONS = CAPTCHA_PROVIDERS.map((provider) => ({ value: provider, label: provider }));

/**
 * One setting as the input its type calls for, labelled for people, its key shown beneath. A
 * secret is write-only: the input starts empty (empty keeps the stored one), says whether one
 * is set, and offers to clear it.
 */
export function SettingField(props: {
  setting: AdminSetting;
  control: Control<FieldValues>;
  clear: boolean;
  onClearChange: (clear: boolean) => void;
}) {
  const { t } = useTranslation('admin');
  const errorText = useErrorText();
  const { setting } = props;
  const text = useSettingText(
    setting.key,
    setting.type === 'secret'
      ? setting.isSet
        ? t('settings.secretSet')
        : t('settings.secretUnset')
      : undefined,
  );
  return (
    <Controller
      name={setting.key}
      control={props.control}
      render={({ field, fieldState }) => {
        const common = {
          label: text.label,
          description: text.description,
          withAsterisk: setting.required,
          error: errorText(fieldState.error?.message),
        };
        switch (setting.type) {
          case 'boolean':
            return (
              <Switch
                label={text.label}
                description={text.description}
                // Its <label> wraps the description too: the name is the label alone, the key
                // and help stay its description.
                aria-label={text.label}
                checked={Boolean(field.value)}
                onChange={(event) => field.onChange(event.currentTarget.checked)}
                onBlur={field.onBlur}
                ref={field.ref}
                error={common.error}
              />
            );
          case 'languages':
            return <MultiSelect {...common} {...field} data={LANGUAGE_OPTIONS} searchable />;
          case 'captchaProvider':
            return <Select {...common} {...field} data={CAPTCHA_OPTIONS} allowDeselect={false} />;
          case 'text':
          case 'longText':
            return <Textarea {...common} {...field} autosize minRows={2} maxRows={10} />;
          case 'secret':
            return (
              <Stack gap={4}>
                <PasswordInput {...common} {...field} autoComplete="new-password" disabled={props.clear} />
                {setting.isSet && (
                  <Checkbox
                    label={t('settings.clearSecret', { key: text.label })}
                    checked={props.clear}
                    onChange={(event) => props.onClearChange(event.currentTarget.checked)}
                  />
                )}
              </Stack>
            );
          default:
            return (
              <TextInput
                {...common}
                {...field}
                type={setting.type === 'email' ? 'email' : setting.type === 'url' ? 'url' : 'text'}
              />
            );
        }
      }}
    />
  );
}
