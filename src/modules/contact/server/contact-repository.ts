import type { Generated, Insertable } from 'kysely';
import type { Db } from '@/core/server/db/database';

export interface ContactMessageTable {
  id: string;
  name: string;
  email: string;
  subject: string;
  message: string;
  lang: string;
  mail_id: string | null;
  created_at: Generated<Date>;
}

// A type alias, not an interface: Kysely's withTables<T>() needs an index-signature-compatible type.
export type ContactTables = { contact_message: ContactMessageTable };

const messages = (db: Db) => db.withTables<ContactTables>();

export async function insertContactMessage(db: Db, row: Insertable<ContactMessageTable>): Promise<void> {
  await messages(db).insertInto('contact_message').values(row).execute();
}

/** Links a stored message to the outbox row of the mail that carried it. */
export async function setContactMessageMail(db: Db, id: string, mailId: string): Promise<void> {
  await messages(db).updateTable('contact_message').set({ mail_id: mailId }).where('id', '=', id).execute();
}
