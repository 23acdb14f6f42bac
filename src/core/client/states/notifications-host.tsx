import { lazy, Suspense, useEffect, useState } from 'react';
import { whenIdle } from '../when-idle';

const SiteNotifications = lazy(() => import('./site-notifications'));

/**
 * Where notifications appear. Mounted only in the browser, once the page is idle: the server has
 * none to show, loading it late keeps it out of the first JavaScript, and mounting it then keeps
 * it out of the hydration's last task (a phone's longest). A notification shown before waits in
 * Mantine's store and appears when it mounts.
 */
export function NotificationsHost() {
  const [mounted, setMounted] = useState(false);
  useEffect(() => whenIdle(() => setMounted(true)), []);
  if (!mounted) return null;
  return (
    <Suspense fallback={null}>
      <SiteNotifications />
    </Suspense>
  );
}
