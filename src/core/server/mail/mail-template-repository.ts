import type { Selectable } from 'kysely';
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
