import { Box, Button, Group } from '@mantine/core';
import { Suspense } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '@/core/client/use-translation';
import type { DataQuery } from '../data-query';
import { loadSignedInMenu } from './frame-blocks';
import { moduleBlock } from './module-block';

/** Signed out: Register and Login. Signed in: the avatar's menu (spec "Shell"). */
export function AccountMenu(props: {
  user: DataQuery['me']['item'];
  cloudName: string | null;
  /** Whether search engines may index the site (ENABLE_SEO_INDEX), for the SEO drawer. */
  indexed: boolean;
  siteName: string;
}) {
  const { t } = useTranslation('common');
  const { user } = props;
  if (!user) {
    return (
      <Group gap="xs">
        <Button component={Link} to="/register" variant="subtle" c="var(--site-navbar-text, #fff)">
          {t('nav.register')}
        </Button>
        {/* The darkest brand shade: the spec's orange on white would be too faint (2.6:1). */}
        <Button component={Link} to="/login" variant="white" c="brand.9">
          {t('nav.login')}
        </Button>
      </Group>
    );
  }
  const SignedInMenu = moduleBlock(loadSignedInMenu);
  return (
    // The avatar's place is kept while its code loads.
    <Suspense fallback={<Box w={40} h={40} />}>
      <SignedInMenu {...props} user={user} />
    </Suspense>
  );
}
