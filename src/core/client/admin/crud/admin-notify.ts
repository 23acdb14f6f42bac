/**
 * Tells the outcome of an admin action in the one notification slot (spec section 9: one at a
 * time, top centre). The package loads on first use.
 */
export function notifyAdmin(kind: 'success' | 'error', message: string): void {
  void import('@mantine/notifications').then(({ notifications }) => {
    notifications.show({ color: kind === 'success' ? 'green' : 'red', message, withBorder: true });
  });
}
