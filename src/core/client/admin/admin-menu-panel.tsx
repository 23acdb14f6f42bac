import { ActionIcon, Group, NavLink, Stack, Text, Title, Tooltip } from '@mantine/core';
import { Link, useLocation } from 'react-router';
import { useTranslation } from '@/core/client/use-translation';
import { LineIcon } from '../line-icon';
import type { AdminLink, AdminMenu } from '../module';

function LogoutIcon() {
  return (
    <LineIcon>
      <path d="M14 8V6a2 2 0 0 0-2-2H5a2 2 0 0 0-2 2v12a2 2 0 0 0 2 2h7a2 2 0 0 0 2-2v-2" />
      <path d="M9 12h12l-3-3m0 6 3-3" />
    </LineIcon>
  );
}

const staticPath = () => undefined;

/** One link of the drawer, at the path its hook gives when it has one. */
function AdminMenuLink(props: { link: AdminLink; onNavigate?: () => void }) {
  const { t } = useTranslation('admin');
  const { pathname } = useLocation();
  // A link keeps its hook for its whole life (links come from static manifests).
  const useLinkPath = props.link.usePath ?? staticPath;
  const path = useLinkPath() ?? props.link.path;
  return (
    <NavLink
      component={Link}
      to={path}
      label={t(props.link.label)}
      active={pathname === path}
      // Dark text on grey when active: the brand orange on its light tint is too faint to read.
      color="dark"
      aria-current={pathname === path ? 'page' : undefined}
      onClick={props.onNavigate}
    />
  );
}

/**
 * The admin console's drawer content (spec "Shell"): the title 'Admin Console', a logout icon,
 * then each group with the links the user may see. `onNavigate` closes the phone drawer.
 */
export function AdminMenuPanel(props: { groups: AdminMenu[]; onNavigate?: () => void; withTitle?: boolean }) {
  const { t } = useTranslation('admin');
  return (
    <Stack gap="sm">
      <Group justify="space-between" wrap="nowrap">
        {props.withTitle !== false && (
          <Title order={2} size="h4">
            {t('console')}
          </Title>
        )}
        <Tooltip label={t('logout')}>
          <ActionIcon
            component={Link}
            to="/logout"
            variant="subtle"
            color="dark"
            size="lg"
            aria-label={t('logout')}
          >
            <LogoutIcon />
          </ActionIcon>
        </Tooltip>
      </Group>
      <nav aria-label={t('console')}>
        <Stack gap="xs">
          {props.groups.map((group) => (
            <div key={group.label}>
              <Text size="xs" fw={700} tt="uppercase" c="gray.7" px="sm" py={4}>
                {t(group.label)}
              </Text>
              {group.links.map((link) => (
                <AdminMenuLink key={link.path} link={link} onNavigate={props.onNavigate} />
              ))}
            </div>
          ))}
        </Stack>
      </nav>
    </Stack>
  );
}
