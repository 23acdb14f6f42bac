import { Box, Burger, Drawer, Flex } from '@mantine/core';
import { useDisclosure, useMounted } from '@mantine/hooks';
import { useEffect, useId } from 'react';
import { Outlet, useLocation } from 'react-router';
import { useQuery } from '@/core/client/graphql-client/use-query';
import { useTranslation } from '@/core/client/use-translation';
import { DATA_QUERY, settingsMap } from '../data-query';
import { useCurrentUser } from '../guards/use-current-user';
import { adminNamespaces, collectAdminMenu } from '../modules';
import { DelayedLoader } from '../states/delayed-loader';
import { withMantine } from '../theme/with-mantine';
import { AdminMenuPanel } from './admin-menu-panel';

/** Spec section 9: admin drawers are 240 px wide. */
export const ADMIN_DRAWER_WIDTH = 240;

/**
 * Every /_admin page: the console's drawer on the left (a toggled drawer on phones), shown to
 * holders of AdminMenu:show, and the page, which checks its own permission.
 */
function AdminFrameLayout() {
  const { data } = useQuery(DATA_QUERY);
  const settings = settingsMap(data?.settings.items);
  // The console's texts are not embedded in public pages: they load when the console opens.
  const { t, ready } = useTranslation(adminNamespaces(settings));
  const mounted = useMounted();
  const { can } = useCurrentUser();
  const [opened, { toggle, close }] = useDisclosure(false);
  const { pathname } = useLocation();
  const drawerId = useId();
  // biome-ignore lint/correctness/useExhaustiveDependencies: closing is the reaction to a new path.
  useEffect(close, [pathname]);
  if (!mounted || !ready) return <DelayedLoader />;
  const groups = can('AdminMenu:show') ? collectAdminMenu(settings, can) : [];
  const withMenu = groups.length > 0;
  return (
    <Flex align="stretch" mih="calc(100vh - 60px)">
      {withMenu && (
        <Box
          visibleFrom="sm"
          w={ADMIN_DRAWER_WIDTH}
          p="md"
          bg="white"
          style={{ flexShrink: 0, borderRight: '1px solid var(--mantine-color-gray-3)' }}
        >
          <AdminMenuPanel groups={groups} />
        </Box>
      )}
      <Box flex={1} miw={0} px={{ base: 'sm', sm: 'xl' }} py="md">
        {withMenu && (
          <Burger
            hiddenFrom="sm"
            opened={opened}
            onClick={toggle}
            size="sm"
            mb="sm"
            aria-label={t('admin:openMenu')}
            aria-expanded={opened}
            aria-controls={opened ? drawerId : undefined}
          />
        )}
        <Outlet />
      </Box>
      {withMenu && (
        <Drawer
          id={drawerId}
          opened={opened}
          onClose={close}
          position="left"
          size={ADMIN_DRAWER_WIDTH}
          title={t('admin:console')}
          closeButtonProps={{ 'aria-label': t('admin:closeMenu') }}
          hiddenFrom="sm"
        >
          <AdminMenuPanel groups={groups} onNavigate={close} withTitle={false} />
        </Drawer>
      )}
    </Flex>
  );
}

/** The console inside Mantine's providers, which its pages and menus render components of. */
export const AdminFrame = withMantine(AdminFrameLayout);
