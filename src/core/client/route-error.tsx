import { useEffect } from 'react';
import { useRouteError } from 'react-router';
import { PlainButton } from '@/core/client/plain-button';
import { useTranslation } from '@/core/client/use-translation';
import { reportError } from './states/error-reporting';
import { StatusScreen } from './states/status-screen';

/**
 * A page that failed to load or render. The error is logged and, when the site has a Sentry
 * DSN, reported; the visitor may retry.
 */
export function RouteError() {
  const error = useRouteError();
  const { t } = useTranslation('common');
  useEffect(() => {
    reportError(error);
  }, [error]);
  // Each browser words a failed dynamic import differently (a new deploy removed the old chunk).
  const lazyLoadFailed =
    error instanceof TypeError &&
    /dynamically imported module|Importing a module script failed|Failed to load module script/i.test(
      error.message,
    );
  return (
    <StatusScreen
      title={lazyLoadFailed ? t('error.lazyLoad') : t('error.render')}
      text={lazyLoadFailed ? undefined : t('error.renderHelp')}
    >
      <PlainButton onClick={() => window.location.reload()}>{t('error.retry')}</PlainButton>
    </StatusScreen>
  );
}
