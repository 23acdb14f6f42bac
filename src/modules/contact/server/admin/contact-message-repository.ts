import { sql } from 'kysely';
import { type AdminListSql, findAdminPage } from '@/core/server/admin/crud/admin-list-sql';
import type { Db } from '@/core/server/db/database';
import type { AdminListQuery } from '@/core/shared/admin-list';
import { CONTACT_MESSAGE_LIST } from '@/modules/contact/shared/contact-message-list';
import type { ContactTables } from '../contact-repository';

/** A message as the admin reads it. Messages are never edited: version is 1. */
export interface ContactMessageRecord {
  id: string;
  version: number;
  name: string;
  email: string;
  subject: string;
  message: string;
  lang: string;
  mailId: string | null;
  createdAt: Date;
}

const MESSAGE_SQL: AdminListSql = {
  spec: CONTACT_MESSAGE_LIST.columns,
  columns: {
    createdAt: sql.ref('created_at'),
    name: sql`lower(name)`,
    email: sql.ref('email'),
    subject: sql.ref('subject'),
    lang: sql.ref('lang'),
  },
  search: (pattern) =>
    sql`(name ilike ${pattern} or email ilike ${pattern} or subject ilike ${pattern} or message ilike ${pattern})`,
  tiebreak: sql.ref('id'),
};

const fromMessages = (db: Db) => db.withTables<ContactTables>().selectFrom('contact_message');

function selectMessage(query: ReturnType<typeof fromMessages>) {
  return query.select([
    'id',
    sql<number>`1`.as('version'),
    'name',
    'email',
    'subject',
    'message',
    'lang',
    'mail_id as mailId',
    'created_at as createdAt',
  ]);
}

export async function findMessagePage(db: Db, list: AdminListQuery) {
  const { rows, count } = await findAdminPage(fromMessages(db), MESSAGE_SQL, list, selectMessage);
  return { items: rows as ContactMessageRecord[], count };
}

export async function findMessageById(db: Db, id: string) {
  const row = await selectMessage(fromMessages(db)).where('id', '=', id).executeTakeFirst();
  return (row as ContactMessageRecord | undefined) ?? null;
}

export async function deleteMessages(db: Db, ids: string[]): Promise<void> {
  await db.withTables<ContactTables>().deleteFrom('contact_message').where('id', 'in', ids).execute();
}
