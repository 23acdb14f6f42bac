import { Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { NavLink as RouterNavLink } from 'react-router';
import type { NavLink } from '../module';
import classes from './app-layout.module.css';

/** The enabled modules' menu entries in the top bar, from the `sm` breakpoint up. */
export function MainMenu(props: { links: NavLink[] }) {
  const { t } = useTranslation('common');
  if (props.links.length === 0) return null;
  return (
    <Group
      component="nav"
      aria-label={t('nav.main')}
      gap={4}
      h="100%"
      visibleFrom="sm"
      className={classes.grow}
    >
      {props.links.map((link) => (
        <RouterNavLink key={link.path} to={link.path} className={classes.menuLink} end={link.path === '/'}>
          {t(link.label)}
        </RouterNavLink>
      ))}
    </Group>
  );
}
