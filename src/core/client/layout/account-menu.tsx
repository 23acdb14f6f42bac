import { Suspense } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '@/core/client/use-translation';
import type { DataQuery } from '../data-query';
import classes from './app-layout.module.css';
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
      <div className={classes.accountLinks}>
        <Link to="/register" className={`mantine-focus-auto mantine-active ${classes.accountLink}`}>
          {t('nav.register')}
        </Link>
        {/* The darkest brand shade: the spec's orange on white would be too faint (2.6:1). */}
        <Link
          to="/login"
          className={`mantine-focus-auto mantine-active ${classes.accountLink} ${classes.loginLink}`}
        >
          {t('nav.login')}
        </Link>
      </div>
    );
  }
  const SignedInMenu = moduleBlock(loadSignedInMenu);
  return (
    // The avatar's place is kept while its code loads.
    <Suspense fallback={<div style={{ width: 40, height: 40 }} />}>
      <SignedInMenu {...props} user={user} />
    </Suspense>
  );
}
