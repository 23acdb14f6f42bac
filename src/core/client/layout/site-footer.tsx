import { Anchor, Box, Container, Group, Stack, Text } from '@mantine/core';
import { Link, useLocation } from 'react-router';
import { useTranslation } from '@/core/client/use-translation';
import type { NavLink } from '../module';
import { collectLinks, enabledModules } from '../modules';
import classes from './app-layout.module.css';
import { FooterBlocks } from './footer-blocks';
import { LanguageSwitcher } from './language-switcher';
import { SocialLinks } from './social-links';

const FOOTER_TEXT_COLOR = 'var(--site-footer-text, #fff)';

const GUEST_LINKS: NavLink[] = [
  { path: '/register', label: 'common:nav.register', priority: 0 },
  { path: '/login', label: 'common:nav.login', priority: 0 },
];

/**
 * The site footer (spec "Shell"): the modules' links (terms, privacy, about, contact…), the
 * social networks, Register and Login for guests, the language switcher, the modules' footer
 * blocks (newsletter) and the footer text. With print=1 only the text remains; in the admin
 * console (/_admin) the modules' blocks are left out: no one signs up to the newsletter there.
 */
export function SiteFooter(props: {
  settings: Record<string, unknown>;
  siteName: string;
  signedIn: boolean;
  printing: boolean;
}) {
  const { t } = useTranslation('common');
  const { settings, printing } = props;
  const { pathname } = useLocation();
  const inConsole = pathname === '/_admin' || pathname.startsWith('/_admin/');
  const text =
    typeof settings.WEBSITE_FOOTER === 'string' && settings.WEBSITE_FOOTER.trim()
      ? settings.WEBSITE_FOOTER
      : t('footer.text', { siteName: props.siteName, year: String(new Date().getFullYear()) });
  const links = [...collectLinks(settings, 'footerLinks'), ...(props.signedIn ? [] : GUEST_LINKS)];
  return (
    <Box component="footer" className={classes.footer}>
      <Container size="lg">
        <Stack gap="lg">
          {!printing && !inConsole && <FooterBlocks modules={enabledModules(settings)} />}
          {!printing && (
            <Group justify="space-between" align="center" gap="md">
              {links.length > 0 && (
                <Group component="nav" aria-label={t('footer.links')} gap="md">
                  {links.map((link) => (
                    <Anchor key={link.path} component={Link} to={link.path} c={FOOTER_TEXT_COLOR} size="sm">
                      {t(link.label)}
                    </Anchor>
                  ))}
                </Group>
              )}
              <SocialLinks settings={settings} />
            </Group>
          )}
          <Group justify="space-between" gap="md">
            <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
              {text}
            </Text>
            {!printing && <LanguageSwitcher enabled={(settings.LANGUAGES as string[] | undefined) ?? []} />}
          </Group>
        </Stack>
      </Container>
    </Box>
  );
}
