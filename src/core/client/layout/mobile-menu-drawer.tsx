import { Drawer, NavLink as MantineNavLink, Stack } from '@mantine/core';
import { Link, useLocation } from 'react-router';
import { useTranslation } from '@/core/client/use-translation';
import type { NavLink } from '../module';
import { withMantine } from '../theme/with-mantine';
import { MENU_BREAKPOINT } from './main-menu';

/** Spec section 9: the phone drawer is 250 px wide. */
const MOBILE_DRAWER_WIDTH = 250;

/**
 * The phone drawer of the burger (mobile-menu.tsx), in its own chunk: the drawer, its overlay,
 * focus trap, scroll lock and scroll area are a tenth of the first script, and closed it renders
 * nothing, on the server too, so it loads when the burger is first pressed (decision 093).
 */
function MobileMenuDrawer(props: {
  id: string;
  opened: boolean;
  onClose: () => void;
  links: NavLink[];
  accountLinks: NavLink[];
}) {
  const { t } = useTranslation('common');
  const { pathname } = useLocation();
  return (
    <Drawer
      id={props.id}
      opened={props.opened}
      onClose={props.onClose}
      position="right"
      size={MOBILE_DRAWER_WIDTH}
      title={t('nav.menu')}
      closeButtonProps={{ 'aria-label': t('nav.closeMenu') }}
      hiddenFrom={MENU_BREAKPOINT}
    >
      <Stack component="nav" aria-label={t('nav.main')} gap={0}>
        {[...props.links, ...props.accountLinks].map((link) => (
          <MantineNavLink
            key={link.path}
            // The top bar shows the account links from `sm` up (app-layout.tsx).
            hiddenFrom={props.accountLinks.includes(link) ? 'sm' : undefined}
            component={Link}
            to={link.path}
            label={t(link.label)}
            active={pathname === link.path}
            onClick={props.onClose}
          />
        ))}
      </Stack>
    </Drawer>
  );
}

/** Mantine's providers come with it: the pages it opens on may have none (decision 093). */
export default withMantine(MobileMenuDrawer);
