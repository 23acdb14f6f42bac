import { useQuery } from '@apollo/client/react';
import { Button, Divider, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { DATA_QUERY, settingsMap } from '@/core/client/data-query';

const PROVIDERS = [
  { name: 'google', setting: 'ENABLE_GOOGLE_AUTH', label: 'login.withGoogle' },
  { name: 'facebook', setting: 'ENABLE_FACEBOOK_AUTH', label: 'login.withFacebook' },
] as const;

/**
 * "Continue with Google/Facebook" for the providers switched on in the settings. Plain links:
 * the server starts the provider's flow and comes back signed in, or to /login?error=<code>.
 */
export function OAuthButtons(props: { redirect: string }) {
  const { t } = useTranslation('user');
  const { data } = useQuery(DATA_QUERY, { fetchPolicy: 'cache-first' });
  const settings = settingsMap(data?.settings.items);
  const enabled = PROVIDERS.filter((provider) => settings[provider.setting] === true);
  if (enabled.length === 0) return null;
  const query = `?redirect=${encodeURIComponent(props.redirect)}`;
  return (
    <Stack gap="xs">
      <Divider label={t('login.or')} labelPosition="center" />
      {enabled.map((provider) => (
        <Button
          key={provider.name}
          component="a"
          href={`/api/auth/${provider.name}${query}`}
          variant="default"
        >
          {t(provider.label)}
        </Button>
      ))}
    </Stack>
  );
}
