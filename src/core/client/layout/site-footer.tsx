import { Link, useLocation } from 'react-router';
import { useTranslation } from '@/core/client/use-translation';
import type { NavLink } from '../module';
import { collectLinks, enabledModules } from '../modules';
import classes from './app-layout.module.css';
import { FooterBlocks } from './footer-blocks';
import { LanguageSwitcher } from './language-switcher';
import { SocialLinks } from './social-links';

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
    <footer className={classes.footer}>
      <div className={`${classes.container} ${classes.footerRows}`}>
        {!printing && !inConsole && <FooterBlocks modules={enabledModules(settings)} />}
        {!printing && (
          <div className={classes.footerRow}>
            {links.length > 0 && (
              <nav aria-label={t('footer.links')} className={classes.footerLinks}>
                {links.map((link) => (
                  <Link key={link.path} to={link.path} className={`mantine-focus-auto ${classes.footerLink}`}>
                    {t(link.label)}
                  </Link>
                ))}
              </nav>
            )}
            <SocialLinks settings={settings} />
          </div>
        )}
        <div className={classes.footerRow}>
          <p className={classes.footerText}>{text}</p>
          {!printing && <LanguageSwitcher enabled={(settings.LANGUAGES as string[] | undefined) ?? []} />}
        </div>
      </div>
    </footer>
  );
}
