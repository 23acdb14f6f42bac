import { Button, Divider, Stack } from '@mantine/core';
import { useSettings } from '@/core/client/site-data';
import { useTranslation } from '@/core/client/use-translation';

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
  const settings = useSettings();
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
