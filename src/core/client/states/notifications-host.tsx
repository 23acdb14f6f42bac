import { lazy, Suspense, useEffect, useState } from 'react';

const SiteNotifications = lazy(() => import('./site-notifications'));

/**
 * Where notifications appear. Mounted only in the browser after the first render: the
 * server has none to show, and loading it late keeps it out of the first JavaScript.
 */
export function NotificationsHost() {
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  if (!mounted) return null;
  return (
    <Suspense fallback={null}>
      <SiteNotifications />
    </Suspense>
  );
}
