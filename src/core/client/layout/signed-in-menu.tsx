import { Avatar, Menu, UnstyledButton } from '@mantine/core';
import { lazy, Suspense, useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '@/core/client/use-translation';
import { avatarUrl } from '@/core/shared/image-url';
import { hasPermission, type Permission } from '@/core/shared/permissions';
import type { DataQuery } from '../data-query';
import { withMantine } from '../theme/with-mantine';

// Only holders of SEOMenu:show ever open it: it loads then.
const SeoDrawer = lazy(() => import('../seo/seo-drawer'));

/**
 * A signed-in visitor's avatar, named by the email, opening My profile and Logout (and the
 * console and SEO for those allowed). Avatar from imageId, else the email's initial. A module of
 * its own: its menu's code (popover and positioning) is not loaded for visitors.
 */
function SignedInMenu(props: {
  user: NonNullable<DataQuery['me']['item']>;
  cloudName: string | null;
  /** Whether search engines may index the site (ENABLE_SEO_INDEX), for the SEO drawer. */
  indexed: boolean;
  siteName: string;
}) {
  const { t } = useTranslation('common');
  const { user } = props;
  const [seoOpened, setSeoOpened] = useState<boolean | null>(null);
  const can = (permission: Permission) => hasPermission(user.permissions, permission);
  return (
    <>
      <Menu position="bottom-end" withArrow>
        <Menu.Target>
          <UnstyledButton aria-label={user.email}>
            <Avatar
              size={40}
              // White initials need a dark enough background (5:1).
              color="brand.9"
              variant="filled"
              src={avatarUrl(user.imageId, props.cloudName)}
              alt=""
            >
              {user.email.charAt(0).toUpperCase()}
            </Avatar>
          </UnstyledButton>
        </Menu.Target>
        <Menu.Dropdown>
          {can('AdminMenu:show') && (
            <Menu.Item component={Link} to="/_admin">
              {t('nav.admin')}
            </Menu.Item>
          )}
          {can('SEOMenu:show') && <Menu.Item onClick={() => setSeoOpened(true)}>{t('nav.seo')}</Menu.Item>}
          <Menu.Item component={Link} to="/profile">
            {t('nav.profile')}
          </Menu.Item>
          <Menu.Item component={Link} to="/logout">
            {t('nav.logout')}
          </Menu.Item>
        </Menu.Dropdown>
      </Menu>
      {seoOpened !== null && (
        <Suspense fallback={null}>
          <SeoDrawer
            opened={seoOpened}
            onClose={() => setSeoOpened(false)}
            indexed={props.indexed}
            siteName={props.siteName}
          />
        </Suspense>
      )}
    </>
  );
}

/** Mantine's providers come with it: the pages it opens on may have none (decision 093). */
export default withMantine(SignedInMenu);
