/**
 * Tells the visitor why a school was not added (the shortlist is full…). The notifications
 * package loads on first use, so it does not weigh on the pages' first JavaScript.
 */
export function showShortlistNotice(message: string): void {
  void import('@mantine/notifications').then(({ notifications }) => {
    notifications.show({ id: 'shortlist', color: 'yellow', message });
  });
}
