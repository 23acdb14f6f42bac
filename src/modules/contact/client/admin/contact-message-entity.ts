import type { ResultOf } from 'gql.tada';
import type { AdminClientEntity } from '@/core/client/admin/crud/admin-client-entity';
import { adminGraphql } from '@/core/client/graphql/admin-graphql';
import { CONTACT_MESSAGE_LIST } from '@/modules/contact/shared/contact-message-list';

const CONTACT_MESSAGE_FIELDS = adminGraphql(`
  fragment ContactMessageFields on ContactMessage { _id version name email subject message lang mailId createdAt }
`);

export type ContactMessageItem = ResultOf<typeof CONTACT_MESSAGE_FIELDS>;

export const contactMessageEntity: AdminClientEntity<ContactMessageItem> = {
  name: 'ContactMessage',
  plural: 'ContactMessages',
  path: '/_admin/contact-messages',
  list: CONTACT_MESSAGE_LIST,
  fields: CONTACT_MESSAGE_FIELDS,
  titleOf: (message) => message.subject,
};
