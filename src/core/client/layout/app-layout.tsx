import { useQuery } from '@apollo/client/react';
import { Anchor, Box, Container, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, Outlet, ScrollRestoration } from 'react-router';
import { DATA_QUERY, settingsMap } from '../data-query';
import { DEFAULT_COLORS } from '../theme';
import classes from './app-layout.module.css';

/** The page frame: top bar with the site name, the page, and the footer. */
export function AppLayout() {
  const { t } = useTranslation('common');
  const { data } = useQuery(DATA_QUERY);
  const settings = settingsMap(data?.settings.items);
  const siteName = String(settings.WEBSITE_NAME ?? t('site.name'));
  const footer = settings.WEBSITE_FOOTER ? String(settings.WEBSITE_FOOTER) : undefined;
  return (
    <Box className={classes.page} bg={DEFAULT_COLORS.background}>
      <Box component="header" className={classes.header} bg={DEFAULT_COLORS.navbar}>
        <Container size="lg" h="100%">
          <Group h="100%" justify="space-between">
            <Anchor
              component={Link}
              to="/"
              c="white"
              className={classes.logo}
              aria-label={t('nav.home', { siteName })}
            >
              <img src="/favicon.svg" alt="" width={32} height={32} />
              <span>{siteName}</span>
            </Anchor>
          </Group>
        </Container>
      </Box>
      <Box component="main" className={classes.main}>
        <Outlet />
      </Box>
      <Box component="footer" className={classes.footer} bg={DEFAULT_COLORS.footer}>
        <Container size="lg">
          <Text size="sm">{footer ?? t('footer.text', { siteName, year: new Date().getFullYear() })}</Text>
        </Container>
      </Box>
      <ScrollRestoration />
    </Box>
  );
}
