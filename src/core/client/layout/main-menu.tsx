import { NavLink as RouterNavLink } from 'react-router';
import { useTranslation } from '@/core/client/use-translation';
import type { NavLink } from '../module';
import classes from './app-layout.module.css';

/**
 * From this breakpoint up the menu's entries are in the top bar, below it in the burger's drawer.
 * Five entries (the map and the blog on) with the logo, the shortlist and the account links
 * need about 1,100 px in English; longer languages need more (decision 080). The menu and the
 * burger (app-layout.module.css) show and hide at its width, 75em.
 */
export const MENU_BREAKPOINT = 'lg';

/** The enabled modules' menu entries in the top bar, from MENU_BREAKPOINT up. */
export function MainMenu(props: { links: NavLink[] }) {
  const { t } = useTranslation('common');
  if (props.links.length === 0) return null;
  return (
    <nav aria-label={t('nav.main')} className={classes.menu}>
      {props.links.map((link) => (
        <RouterNavLink key={link.path} to={link.path} className={classes.menuLink} end={link.path === '/'}>
          {t(link.label)}
        </RouterNavLink>
      ))}
    </nav>
  );
}
