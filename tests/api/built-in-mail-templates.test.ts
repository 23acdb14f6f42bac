import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Database, Db } from '@/core/server/db/database';
import { openMigratedDatabase } from '@/core/server/db/prepare';
import type { MailTables } from '@/core/server/mail/mail-tables';
import { findMailTemplate } from '@/core/server/mail/mail-template-repository';
import type { ServerModule } from '@/core/server/module';
import { loadServerModules } from '@/core/server/modules';
import { LANGUAGE_CODES } from '@/core/shared/languages';
import { ENGINES, openTestDatabase } from './support/test-database';

/**
 * The rows the landed migrations inserted before the templates became data files (decision
 * 020): how many, and a checksum of each row's name, language (lower case), subject, html and text.
 */
const MIGRATED_ROWS = { rows: 200, md5: '47daa1559fae8df614941612add624d3' };
const NAMES = [
  'account-close',
  'account-exists',
  'activation',
  'contact-message',
  'email-validation',
  'invitation',
  'newsletter-confirm',
  'password-reset',
  'rating-notification',
  'school-change-alert',
  'shortlist-deadline-reminder',
  'shortlist-invitation',
  'welcome',
];
/** Templates added as data files since: not in the migrated rows' checksum. */
const ADDED_SINCE = ['school-change-alert', 'shortlist-deadline-reminder', 'shortlist-invitation'];

const templates = (db: Db) => db.withTables<MailTables>();

async function checksum(db: Db) {
  // The migrations wrote the contact message's Chinese rows as `zh-Hans`/`zh-Hant`, the others
  // as `zh-hans`/`zh-hant`; all are in lower case now, the code a mail asks for (core migration 011).
  const row = sql`jsonb_build_array(name, lower(lang), subject, html, text)::text`;
  const result = await sql<{ rows: number; md5: string }>`select count(*)::int as rows,
    md5(string_agg(${row}, E'\n' order by ${row} collate "C")) as md5 from mail_template
    where name not in (${sql.join(ADDED_SINCE)})`.execute(db);
  return result.rows[0]!;
}

describe.each(ENGINES)('built-in mail templates on %s', (engine) => {
  let database: Database;
  beforeAll(async () => {
    database = await openTestDatabase(engine);
  });
  afterAll(() => database.close());

  it('gives a new database exactly the rows the migrations used to insert', async () => {
    const perName = await templates(database.db)
      .selectFrom('mail_template')
      .select(['name', sql<number>`count(*)::int`.as('languages')])
      .groupBy('name')
      .orderBy('name')
      .execute();
    expect(perName).toEqual(NAMES.map((name) => ({ name, languages: 20 })));
    expect(await checksum(database.db)).toEqual(MIGRATED_ROWS);
  });

  it('finds every template in every UI language under the code a mail is sent in', async () => {
    // A mail's language is lowercased before the template is looked up (mail-send.ts).
    const codes = LANGUAGE_CODES.map((code) => code.toLowerCase());
    const found = [];
    for (const name of NAMES) {
      for (const lang of codes) {
        const template = await findMailTemplate(database.db, name, lang);
        found.push(`${name} ${template?.lang}`);
      }
    }
    expect(found).toEqual(NAMES.flatMap((name) => codes.map((lang) => `${name} ${lang}`)));
  });
});

describe('built-in mail templates across a restart', () => {
  let modules: ServerModule[];
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'schools-mail-templates-'));
  beforeAll(async () => {
    modules = await loadServerModules();
    fs.cpSync(inject('pgliteTemplate'), dataDir, { recursive: true });
  });
  afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

  it('keeps a template an administrator edited, and puts back a built-in one that went missing', async () => {
    const edited = { subject: 'Bienvenue chez nous', html: '<p>Notre texte</p>', text: 'Notre texte' };
    let database = await openMigratedDatabase({ DATA_DIR: dataDir }, modules);
    const db = () => templates(database.db);
    const invitation = () =>
      db()
        .selectFrom('mail_template')
        .select(['subject', 'html', 'text'])
        .where('name', '=', 'invitation')
        .where('lang', '=', 'de')
        .executeTakeFirst();
    const original = await invitation();
    expect(original?.subject).toBeTruthy();
    await db()
      .updateTable('mail_template')
      .set(edited)
      .where('name', '=', 'welcome')
      .where('lang', '=', 'fr')
      .execute();
    await db()
      .deleteFrom('mail_template')
      .where('name', '=', 'invitation')
      .where('lang', '=', 'de')
      .execute();
    await database.close();

    database = await openMigratedDatabase({ DATA_DIR: dataDir }, modules);
    try {
      const welcome = await db()
        .selectFrom('mail_template')
        .select(['subject', 'html', 'text'])
        .where('name', '=', 'welcome')
        .where('lang', '=', 'fr')
        .executeTakeFirst();
      expect(welcome).toEqual(edited);
      expect(await invitation()).toEqual(original);
      expect((await checksum(database.db)).rows).toBe(MIGRATED_ROWS.rows);
    } finally {
      await database.close();
    }
  });
});
