import { useDisclosure } from '@mantine/hooks';
import { lazy, Suspense, useEffect, useId, useState } from 'react';
import { useLocation } from 'react-router';
import { useTranslation } from '@/core/client/use-translation';
import { LineIcon } from '../line-icon';
import type { NavLink } from '../module';
import classes from './app-layout.module.css';

// Closed, the drawer renders nothing: its code loads when the burger is first pressed, asked for
// as soon as the pointer is over it or it has the focus (the press comes a moment later).
const loadDrawer = () => import('./mobile-menu-drawer');
const MobileMenuDrawer = lazy(loadDrawer);

/**
 * Below the `lg` breakpoint (MENU_BREAKPOINT): a burger opening a right-hand drawer with the menu
 * entries, and below `sm`, where the top bar has no room for them, the account links. It closes on Escape (Mantine's default), on a click on an entry, and whenever
 * the page changes (the browser's back button).
 */
export function MobileMenu(props: { links: NavLink[]; signedIn: boolean; adminConsole: boolean }) {
  const { t } = useTranslation('common');
  const [opened, { toggle, close }] = useDisclosure(false);
  // Kept once opened, so that it slides away when closed rather than vanishing.
  const [wanted, setWanted] = useState(false);
  const { pathname } = useLocation();
  const drawerId = useId();
  // biome-ignore lint/correctness/useExhaustiveDependencies: closing is the reaction to a new path.
  useEffect(close, [pathname]);
  const accountLinks: NavLink[] = props.signedIn
    ? [
        ...(props.adminConsole ? [{ path: '/_admin', label: 'common:nav.admin', priority: 0 }] : []),
        { path: '/profile', label: 'common:nav.profile', priority: 0 },
        { path: '/logout', label: 'common:nav.logout', priority: 0 },
      ]
    : [
        { path: '/register', label: 'common:nav.register', priority: 0 },
        { path: '/login', label: 'common:nav.login', priority: 0 },
      ];
  return (
    <>
      {/* Not Mantine's Burger: it puts a <div> in its <button>, which is invalid HTML. */}
      <button
        type="button"
        className={`mantine-focus-auto ${classes.burger}`}
        onPointerEnter={loadDrawer}
        onFocus={loadDrawer}
        onClick={() => {
          setWanted(true);
          toggle();
        }}
        aria-label={t('nav.openMenu')}
        aria-expanded={opened}
        aria-controls={opened ? drawerId : undefined}
      >
        <LineIcon>
          <path d="M4 6h16M4 12h16M4 18h16" />
        </LineIcon>
      </button>
      {wanted && (
        <Suspense fallback={null}>
          <MobileMenuDrawer
            id={drawerId}
            opened={opened}
            onClose={close}
            links={props.links}
            accountLinks={accountLinks}
          />
        </Suspense>
      )}
    </>
  );
}
