import { Alert, Anchor, Container, Stack, Text, Title } from '@mantine/core';
import { Link, useSearchParams } from 'react-router';
import { useCurrentUser } from '@/core/client/guards/use-current-user';
import type { PageMetaSource } from '@/core/client/meta/page-meta';
import { useTranslation } from '@/core/client/use-translation';
import { SchoolAlertsSwitch } from './school-alerts-switch';

export const meta: PageMetaSource = ({ t }) => ({ title: t('openschool:alerts.page.title'), noindex: true });

/**
 * /alerts: where an alert's unsubscribe link leads (`?stopped=1`, or `?error=token.invalid` for
 * a link used before), and where a signed-in parent turns the emails on or off.
 */
export function Component() {
  const { t } = useTranslation('openschool');
  const [search] = useSearchParams();
  const { user } = useCurrentUser();
  const stopped = search.get('stopped') === '1';
  const invalid = search.get('error') !== null;
  return (
    <Container size={640} py={48} px="md">
      <Stack gap="md">
        <Title order={1}>{t('alerts.page.title')}</Title>
        {stopped && (
          <Alert color="green" role="status">
            {t('alerts.page.stopped')}
          </Alert>
        )}
        {invalid && (
          <Alert color="yellow" role="status">
            {t('alerts.page.invalid')}
          </Alert>
        )}
        {user ? (
          <SchoolAlertsSwitch />
        ) : (
          <Text>
            <Anchor component={Link} to={`/login?redirect=${encodeURIComponent('/alerts')}`}>
              {t('alerts.page.signIn')}
            </Anchor>
          </Text>
        )}
        <Text>
          <Anchor component={Link} to="/compare">
            {t('alerts.page.shortlist')}
          </Anchor>
        </Text>
      </Stack>
    </Container>
  );
}
