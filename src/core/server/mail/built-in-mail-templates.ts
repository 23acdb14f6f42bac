import fs from 'node:fs';
import path from 'node:path';
import type { Insertable } from 'kysely';
import { z } from 'zod';
import { LANGUAGE_CODES } from '@/core/shared/languages';
import type { Db } from '../db/database';
import type { MailTemplateTable } from './mail-tables';
import { insertMailTemplatesIfAbsent } from './mail-template-repository';

// Lines rather than one string, so that a translator reads and a diff shows one line at a time.
const templateFileSchema = z.record(
  z.string().regex(/^[a-z][a-z0-9-]*$/),
  z.strictObject({ subject: z.string().min(1), html: z.array(z.string()), text: z.array(z.string()) }),
);

// A mail asks for its template by the language code in lower case (mail-send.ts lowercases it).
const LANGUAGES = new Set(LANGUAGE_CODES.map((code) => code.toLowerCase()));
const FILE = /^(.+)\.json$/;
// Read once per process: tests open many databases, each running this step.
const loaded = new Map<string, Insertable<MailTemplateTable>[]>();

/**
 * The built-in mail templates of one folder, one file per language (`fr.json`, named by the
 * language code the rows carry): `{ "<template>": { subject, html: [lines], text: [lines] } }`.
 * Throws on a file that is not one, so a broken file stops the start rather than a mail.
 */
export function readMailTemplates(dir: string): Insertable<MailTemplateTable>[] {
  const cached = loaded.get(dir);
  if (cached) return cached;
  const rows = fs
    .readdirSync(dir)
    .sort()
    .flatMap((file) => {
      const lang = FILE.exec(file)?.[1];
      if (!lang) return [];
      // Exactly the code a mail asks for (`zh-hans`): a `zh-Hans` row would never be found.
      if (!LANGUAGES.has(lang))
        throw new Error(
          `${path.join(dir, file)}: ${lang} is not the lower-case code of one of the UI languages.`,
        );
      const parsed = templateFileSchema.safeParse(JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8')));
      if (!parsed.success) throw new Error(`${path.join(dir, file)}: ${z.prettifyError(parsed.error)}`);
      return Object.entries(parsed.data).map(([name, template]) => ({
        name,
        lang,
        subject: template.subject,
        html: template.html.join('\n'),
        text: template.text.join('\n'),
      }));
    });
  loaded.set(dir, rows);
  return rows;
}

/**
 * Inserts the folder's templates that the database lacks, in one statement; a row already
 * there, maybe edited by an administrator, is left as it is.
 */
export async function insertMissingMailTemplates(db: Db, dir: string): Promise<void> {
  const rows = readMailTemplates(dir);
  if (!rows.length) return;
  await insertMailTemplatesIfAbsent(db, rows);
}
