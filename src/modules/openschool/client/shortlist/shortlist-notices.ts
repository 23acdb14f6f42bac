import { showNotification } from '@/core/client/states/show-notification';
/**
 * Tells the visitor why a school was not added (the shortlist is full…).
 */
export function showShortlistNotice(message: string): void {
  showNotification({ id: 'shortlist', color: 'yellow', message });
}
