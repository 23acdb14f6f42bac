import type { AdminEntity } from '@/core/server/admin/crud/admin-entity';
import { registerAdminEntity } from '@/core/server/admin/crud/register-admin-entity';
import { builder } from '@/core/server/graphql/builder';
import {
  CONTACT_MESSAGE_FILE_HEADERS,
  CONTACT_MESSAGE_LIST,
} from '@/modules/contact/shared/contact-message-list';
import {
  type ContactMessageRecord,
  deleteMessages,
  findMessageById,
  findMessagePage,
} from './contact-message-repository';

const ContactMessageType = builder.objectRef<ContactMessageRecord>('ContactMessage').implement({
  subGraphs: ['admin'],
  description: 'A message sent through the contact form.',
  fields: (t) => ({
    _id: t.exposeID('id'),
    version: t.exposeInt('version'),
    name: t.exposeString('name'),
    email: t.exposeString('email'),
    subject: t.exposeString('subject'),
    message: t.exposeString('message'),
    lang: t.exposeString('lang', { description: 'The language the visitor wrote from.' }),
    mailId: t.exposeString('mailId', {
      nullable: true,
      description: 'The outbox mail to the team, if one was sent.',
    }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
  }),
});

/** Read and export messages; delete spam or handled ones (ContactMessage:update). */
const contactMessageAdmin: AdminEntity<ContactMessageRecord> = {
  name: 'ContactMessage',
  plural: 'ContactMessages',
  type: ContactMessageType,
  list: CONTACT_MESSAGE_LIST,
  findPage: (db, list) => findMessagePage(db, list),
  findById: (db, id) => findMessageById(db, id),
  bulkActions: {
    delete: {
      permission: 'ContactMessage:update',
      run: (trx, items) =>
        deleteMessages(
          trx,
          items.map((item) => item.id),
        ),
    },
  },
  file: {
    headers: CONTACT_MESSAGE_FILE_HEADERS,
    toRow: (item) => ({
      createdAt: item.createdAt.toISOString(),
      name: item.name,
      email: item.email,
      lang: item.lang,
      subject: item.subject,
      message: item.message,
    }),
  },
};

registerAdminEntity(contactMessageAdmin);
