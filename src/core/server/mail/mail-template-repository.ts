import type { Insertable, Selectable } from 'kysely';
import type { Db } from '../db/database';
import type { MailTables, MailTemplateTable } from './mail-tables';

/** Every template exists in English; other languages fall back to it until translated. */
export const FALLBACK_MAIL_LANG = 'en';

export type MailTemplateRow = Selectable<MailTemplateTable>;

/** The template `name` in `lang`, else in English; undefined when it exists in neither. */
export async function findMailTemplate(
  db: Db,
  name: string,
  lang: string,
): Promise<MailTemplateRow | undefined> {
  const rows = await db
    .withTables<MailTables>()
    .selectFrom('mail_template')
    .selectAll()
    .where('name', '=', name)
    .where('lang', 'in', [lang, FALLBACK_MAIL_LANG])
    .execute();
  return rows.find((row) => row.lang === lang) ?? rows[0];
}

/** Inserts the templates the database lacks, in one statement; a row already there is kept. */
export async function insertMailTemplatesIfAbsent(
  db: Db,
  rows: Insertable<MailTemplateTable>[],
): Promise<void> {
  await db
    .withTables<MailTables>()
    .insertInto('mail_template')
    .values(rows)
    .onConflict((conflict) => conflict.columns(['name', 'lang']).doNothing())
    .execute();
}
