import { useQuery } from '@apollo/client/react';
import { Anchor, Avatar, Box, Button, Container, Group, Menu, Text, UnstyledButton } from '@mantine/core';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Outlet, ScrollRestoration } from 'react-router';
import { avatarUrl } from '../../shared/image-url';
import { DATA_QUERY, type DataQuery, settingsMap } from '../data-query';
import { DEFAULT_COLORS } from '../theme';
import classes from './app-layout.module.css';

/** The page frame: top bar with the site name, the page, and the footer. */
export function AppLayout() {
  const { t } = useTranslation('common');
  const { data } = useQuery(DATA_QUERY);
  const settings = settingsMap(data?.settings.items);
  const siteName = String(settings.WEBSITE_NAME ?? t('site.name'));
  const footer = settings.WEBSITE_FOOTER ? String(settings.WEBSITE_FOOTER) : undefined;
  // Marks the moment the server's HTML became interactive (end-to-end tests wait for it).
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);
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
            {data && (
              <AccountLinks user={data.me.item} cloudName={settings.CLOUDINARY_CLOUD_NAME as string | null} />
            )}
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

/**
 * Signed out: Register and Login. Signed in: an avatar named by the email, opening My profile
 * and Logout (spec "Shell"). Avatar from imageId, else the email's initial.
 */
function AccountLinks(props: { user: DataQuery['me']['item']; cloudName: string | null }) {
  const { t } = useTranslation('common');
  const { user } = props;
  if (!user) {
    return (
      <Group gap="xs">
        <Button component={Link} to="/register" variant="subtle" color="white">
          {t('nav.register')}
        </Button>
        <Button component={Link} to="/login" variant="white">
          {t('nav.login')}
        </Button>
      </Group>
    );
  }
  return (
    <Menu position="bottom-end" withArrow>
      <Menu.Target>
        <UnstyledButton aria-label={user.email}>
          <Avatar
            size={40}
            color="orange"
            variant="filled"
            src={avatarUrl(user.imageId, props.cloudName)}
            alt=""
          >
            {user.email.charAt(0).toUpperCase()}
          </Avatar>
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item component={Link} to="/profile">
          {t('nav.profile')}
        </Menu.Item>
        <Menu.Item component={Link} to="/logout">
          {t('nav.logout')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
