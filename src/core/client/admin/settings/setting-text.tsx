import { Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from '@/core/client/use-translation';

/**
 * What a person reads for a setting: a label in their language, then under it the key itself,
 * small (it is what the environment variables and the docs name), then one line of help and
 * any `status` (a secret's: set or not). A key the `admin` namespace has no text for (a module
 * installed without them) shows as itself; the browser reports the missing text.
 */
export function useSettingText(key: string, status?: ReactNode): { label: string; description: ReactNode } {
  const { t } = useTranslation('admin');
  const label = t(`settings.keys.${key}.label`, { defaultValue: key });
  const help = t(`settings.keys.${key}.help`, { defaultValue: '' });
  return {
    label,
    description: (
      <>
        <Text component="span" display="block" ff="monospace" fz="xs" c="dimmed" translate="no">
          {key}
        </Text>
        {help && (
          <Text component="span" display="block" fz="inherit" c="gray.7">
            {help}
          </Text>
        )}
        {status && (
          <Text component="span" display="block" fz="inherit" c="gray.7">
            {status}
          </Text>
        )}
      </>
    ),
  };
}
