import { useQuery } from '@apollo/client/react';
import { Box, Container, Group, Text } from '@mantine/core';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, ScrollRestoration, useSearchParams } from 'react-router';
import { DATA_QUERY, settingsMap } from '../data-query';
import { DEFAULT_COLORS } from '../theme';
import { AccountMenu } from './account-menu';
import classes from './app-layout.module.css';
import { LanguageSwitcher } from './language-switcher';
import { SiteHeader } from './site-header';

/** The page frame: the top bar, the page, and the footer. */
export function AppLayout() {
  const { t } = useTranslation('common');
  const { data } = useQuery(DATA_QUERY);
  const settings = settingsMap(data?.settings.items);
  const siteName = String(settings.WEBSITE_NAME ?? t('site.name'));
  const footer = settings.WEBSITE_FOOTER ? String(settings.WEBSITE_FOOTER) : undefined;
  // Spec "Shell": with print=1 in the query string, navigation and extra menus are hidden.
  const printing = useSearchParams()[0].get('print') === '1';
  // Marks the moment the server's HTML became interactive (end-to-end tests wait for it).
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  return (
    <Box className={classes.page} bg={DEFAULT_COLORS.background}>
      {!printing && (
        <SiteHeader siteName={siteName}>
          {data && (
            <AccountMenu user={data.me.item} cloudName={settings.CLOUDINARY_CLOUD_NAME as string | null} />
          )}
        </SiteHeader>
      )}
      <Box component="main" className={classes.main}>
        <Outlet />
      </Box>
      <Box component="footer" className={classes.footer} bg={DEFAULT_COLORS.footer}>
        <Container size="lg">
          <Group justify="space-between" gap="md">
            <Text size="sm">{footer ?? t('footer.text', { siteName, year: new Date().getFullYear() })}</Text>
            {!printing && <LanguageSwitcher enabled={(settings.LANGUAGES as string[] | undefined) ?? []} />}
          </Group>
        </Container>
      </Box>
      <ScrollRestoration />
    </Box>
  );
}
