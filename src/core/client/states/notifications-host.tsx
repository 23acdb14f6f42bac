import { lazy, Suspense, useSyncExternalStore } from 'react';
import { notificationAsked, onNotificationAsked } from './show-notification';

const SiteNotifications = lazy(() => import('./site-notifications'));

/**
 * Where notifications appear. Mounted in the browser when the first notification is asked for
 * (`showNotification`): the server has none to show, and a page that shows none loads neither
 * the package nor Mantine's providers and styles it comes with. A notification shown before it
 * has mounted waits in Mantine's store and appears when it does.
 */
export function NotificationsHost() {
  const asked = useSyncExternalStore(onNotificationAsked, notificationAsked, () => false);
  if (!asked) return null;
  return (
    <Suspense fallback={null}>
      <SiteNotifications />
    </Suspense>
  );
}
