import type { NotificationData } from '@mantine/notifications';

/** Whether a notification was asked for, and who waits to hear it (the host). */
let asked = false;
const listeners = new Set<() => void>();

/**
 * Shows a notification in the site's one slot (spec section 9: one at a time, top centre). The
 * notifications package and its host load on the first one, with Mantine's providers and
 * styles: a page that shows none loads neither (decision 113).
 */
export function showNotification(notification: NotificationData): void {
  if (!asked) {
    asked = true;
    for (const listener of listeners) listener();
  }
  void import('@mantine/notifications').then(({ notifications }) => notifications.show(notification));
}

/** For `useSyncExternalStore`: whether a notification has been asked for yet. */
export const notificationAsked = () => asked;

/** For `useSyncExternalStore`: calls `listener` when the first notification is asked for. */
export function onNotificationAsked(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
