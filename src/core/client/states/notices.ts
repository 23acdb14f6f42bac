import type { Translator } from '../translator';

/**
 * Warns that the server refused an operation for lack of rights. The notifications package
 * loads on first use, so it does not weigh on the first JavaScript.
 */
export function warnUnauthorizedOperation(i18n: Translator): void {
  void import('@mantine/notifications').then(({ notifications }) => {
    notifications.show({
      id: 'unauthorized-operation',
      color: 'yellow',
      message: i18n.t('states:notice.unauthorizedOperation'),
    });
  });
}
