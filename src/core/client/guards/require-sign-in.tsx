import { Button, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { useTranslation } from '@/core/client/use-translation';
import { useCurrentUser } from './use-current-user';

/**
 * Shows its children to a signed-in user only; a visitor gets the authentication-required
 * screen of the spec (section 2), whose button comes back here after login. Any module's
 * secured page uses it: the profile, a school's edit form. It only hides: the server
 * refuses the data and the mutations itself.
 */
export function RequireSignIn(props: { children: ReactNode }) {
  const { user, loading } = useCurrentUser();
  if (loading) return null;
  if (user) return <>{props.children}</>;
  return <AuthenticationRequired />;
}

/**
 * The spec's screen for a visitor on a secured page: its Go to Login button leads to /login,
 * which brings the visitor back to this page (path and query) once signed in.
 */
export function AuthenticationRequired() {
  const { t } = useTranslation('states');
  const location = useLocation();
  const redirect = `${location.pathname}${location.search}`;
  return (
    <Stack align="center" py={80} px="md" ta="center">
      <Title order={1}>{t('secured.title')}</Title>
      <Text c="gray.7">{t('secured.text')}</Text>
      <Button component={Link} to={`/login?redirect=${encodeURIComponent(redirect)}`}>
        {t('secured.login')}
      </Button>
    </Stack>
  );
}
