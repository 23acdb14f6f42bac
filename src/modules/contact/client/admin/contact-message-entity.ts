import type { AdminClientEntity } from '../../../../core/client/admin/crud/admin-client-entity';
import { CONTACT_MESSAGE_LIST } from '../../shared/contact-message-list';

export interface ContactMessageItem {
  _id: string;
  version: number;
  name: string;
  email: string;
  subject: string;
  message: string;
  lang: string;
  mailId: string | null;
  createdAt: string;
}

export const contactMessageEntity: AdminClientEntity<ContactMessageItem> = {
  name: 'ContactMessage',
  plural: 'ContactMessages',
  path: '/_admin/contact-messages',
  list: CONTACT_MESSAGE_LIST,
  fields: '_id version name email subject message lang mailId createdAt',
  titleOf: (message) => message.subject,
};
