import { sql } from 'kysely';
import type { Db } from '@/core/server/db/database';
import type { MailTables } from '@/core/server/mail/mail-tables';
import type { MailTemplateSummary } from './mail-template-source';

const templates = (db: Db) => db.withTables<MailTables>();

/** Every template name with its languages (English first), its subject in the first, its latest change. */
export async function listTemplateSummaries(db: Db): Promise<MailTemplateSummary[]> {
  const englishFirst = sql`mail_template.lang = 'en' desc, mail_template.lang`;
  return templates(db)
    .selectFrom('mail_template')
    .select([
      'mail_template.name',
      sql<string[]>`array_agg(mail_template.lang order by ${englishFirst})`.as('languages'),
      sql<string>`(array_agg(mail_template.subject order by ${englishFirst}))[1]`.as('subject'),
      sql<Date>`max(mail_template.updated_at)`.as('updatedAt'),
    ])
    .groupBy('mail_template.name')
    .orderBy('mail_template.name')
    .execute();
}

/** Every language of one template, with its content. */
export async function findTemplateLanguages(db: Db, name: string) {
  return templates(db)
    .selectFrom('mail_template')
    .select(['lang', 'subject', 'html', 'text', 'updated_at as updatedAt'])
    .where('name', '=', name)
    .execute();
}
