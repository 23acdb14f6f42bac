import type { Translator } from '../translator';
import { showNotification } from './show-notification';

/**
 * Warns that the server refused an operation for lack of rights.
 */
export function warnUnauthorizedOperation(i18n: Translator): void {
  showNotification({
    id: 'unauthorized-operation',
    color: 'yellow',
    message: i18n.t('states:notice.unauthorizedOperation'),
  });
}
