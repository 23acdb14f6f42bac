import { showNotification } from '@/core/client/states/show-notification';
/**
 * Tells the outcome of an admin action in the one notification slot (spec section 9: one at a
 * time, top centre).
 */
export function notifyAdmin(kind: 'success' | 'error', message: string): void {
  showNotification({ color: kind === 'success' ? 'green' : 'red', message, withBorder: true });
}
