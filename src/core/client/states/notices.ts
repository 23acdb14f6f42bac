import type { i18n as I18n } from 'i18next';

/**
 * Warns that the server refused an operation for lack of rights. The notifications package
 * loads on first use, so it does not weigh on the first JavaScript.
 */
export function warnUnauthorizedOperation(i18n: I18n): void {
  void import('@mantine/notifications').then(({ notifications }) => {
    notifications.show({
      id: 'unauthorized-operation',
      color: 'yellow',
      message: i18n.t('states:notice.unauthorizedOperation'),
    });
  });
}
