import { Button, Container, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import type { PageMetaSource } from '@/core/client/meta/page-meta';
import { useTranslation } from '@/core/client/use-translation';
import { useSiteSettings } from './use-site-settings';

export const meta: PageMetaSource = ({ t, settings }) => ({
  title: t('comingSoon.title', { ns: 'pages' }),
  description: t('comingSoon.text', {
    ns: 'pages',
    siteName: String(settings.WEBSITE_NAME ?? t('site.name', { ns: 'common' })),
  }),
});

/** /coming-soon, and the home page when no module offers one. */
export function Component() {
  const { t } = useTranslation('pages');
  const { settings, siteName } = useSiteSettings();
  return (
    <Container size={640} py={96} px="md">
      <Stack align="center" ta="center" gap="lg">
        <Text fw={700} c="brand.9" tt="uppercase">
          {siteName}
        </Text>
        <Title order={1}>{t('comingSoon.title')}</Title>
        <Text size="lg">{t('comingSoon.text', { siteName })}</Text>
        {settings.ENABLE_NEWSLETTER === true && (
          <>
            <Text>{t('comingSoon.newsletter')}</Text>
            <Button component={Link} to="/newsletter" autoContrast>
              {t('comingSoon.newsletterLink')}
            </Button>
          </>
        )}
      </Stack>
    </Container>
  );
}
