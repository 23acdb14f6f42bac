/**
 * Unattended setup: does what the /_setup wizard does, with the same validation, and can run
 * again with the same result. Run it while the server is stopped (it opens the database).
 *   npm run setup -- --site-name NAME --url URL --admin-email E --admin-password P [--languages en,fr] [--demo]
 */
import fs from 'node:fs';
import { parseArgs } from 'node:util';
import type { z } from 'zod';
import { assertNotCommon } from '@/core/server/auth/password';
import { ConfigError, loadConfig } from '@/core/server/config';
import { DataDirLockedError } from '@/core/server/db/data-dir-lock';
import { openMigratedDatabase } from '@/core/server/db/prepare';
import { AppError } from '@/core/server/errors';
import { loadServerModules } from '@/core/server/modules';
import { ensureSessionSecret } from '@/core/server/settings/session-secret';
import { settingCatalogue } from '@/core/server/settings/setting-catalogue';
import { SettingsService } from '@/core/server/settings/settings-service';
import { upsertAdministrator } from '@/core/server/setup/administrator';
import { finalizeSetup, saveSiteSettings } from '@/core/server/setup/setup-service';
import { LANGUAGE_CODES } from '@/core/shared/languages';
import { setupAdminInputSchema, setupSiteInputSchema } from '@/core/shared/setup-schemas';

const HELP = `Sets up the site without the browser wizard (/_setup). Stop the server first.

Usage: npm run setup -- [options]

Required:
  --site-name NAME        the site's name (WEBSITE_NAME)
  --url URL               the public address, http(s)://… (WEBSITE_URL)
  --admin-email EMAIL     the administrator's email; created, or updated when it exists
  --admin-password PASS   the administrator's password (8 to 128 characters, not a common one)

Optional:
  --languages en,fr       enabled UI languages (default: all 20: ${LANGUAGE_CODES.join(',')})
  --noreply-email EMAIL   sender of the site's mails (default: noreply@<domain of --url>)
  --noreply-name NAME     sender name (default: the site name)
  --demo                  load the fictional demo schools into an empty directory
  --help                  show this help

The database is the one the server uses: DATABASE_URL, else the embedded one in DATA_DIR (./data).
Running it again with the same options changes nothing.`;

// Where a schema field's error comes from, in the words of the command line.
const OPTION_OF: Record<string, string> = {
  siteName: '--site-name',
  siteUrl: '--url',
  noreplyEmail: '--noreply-email',
  noreplyName: '--noreply-name',
  languages: '--languages',
  email: '--admin-email',
  password: '--admin-password',
};

const messages: Record<string, string> = JSON.parse(
  fs.readFileSync(new URL('../public/locales/en/errors.json', import.meta.url), 'utf8'),
);

class UsageError extends Error {}

/** Every problem of every input, each on its option's line; throws when there is one. */
function parseAllOrExplain<A extends z.ZodType, B extends z.ZodType>(
  [schemaA, inputA]: [A, unknown],
  [schemaB, inputB]: [B, unknown],
): [z.output<A>, z.output<B>] {
  const a = schemaA.safeParse(inputA);
  const b = schemaB.safeParse(inputB);
  if (a.success && b.success) return [a.data, b.data];
  const issues = [...(a.error?.issues ?? []), ...(b.error?.issues ?? [])];
  const lines = issues.map((issue) => {
    const option = OPTION_OF[String(issue.path[0])] ?? String(issue.path[0]);
    return `  ${option}: ${messages[issue.message] ?? issue.message}`;
  });
  throw new UsageError(`Setup refused:\n${lines.join('\n')}\nRun with --help for the options.`);
}

/** noreply@ the site's domain; localhost or an IP address is no mail domain. */
function defaultSender(url: unknown): string {
  const host = URL.canParse(String(url)) ? new URL(String(url)).hostname : '';
  return `noreply@${/[a-z]\.[a-z]+$/i.test(host) ? host : 'localhost.localdomain'}`;
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      'site-name': { type: 'string' },
      url: { type: 'string' },
      'admin-email': { type: 'string' },
      'admin-password': { type: 'string' },
      languages: { type: 'string' },
      'noreply-email': { type: 'string' },
      'noreply-name': { type: 'string' },
      demo: { type: 'boolean', default: false },
      help: { type: 'boolean', default: false },
    },
  });
  if (values.help) {
    console.log(HELP);
    return;
  }
  // Validate everything before opening the database: a refused run touches nothing.
  const [site, admin] = parseAllOrExplain(
    [
      setupSiteInputSchema,
      {
        siteName: values['site-name'],
        siteUrl: values.url,
        noreplyEmail: values['noreply-email'] ?? defaultSender(values.url),
        noreplyName: values['noreply-name'] ?? values['site-name'],
        languages: values.languages?.split(',').map((code) => code.trim()) ?? LANGUAGE_CODES,
      },
    ],
    [setupAdminInputSchema, { email: values['admin-email'], password: values['admin-password'] }],
  );

  assertNotCommon(admin.password);
  const config = loadConfig();
  const modules = await loadServerModules();
  const database = await openMigratedDatabase(config, modules);
  try {
    // With the feed, servers already running on the same PostgreSQL database see the new settings.
    const settings = new SettingsService(database.db, settingCatalogue(modules), database.changes);
    const deps = { db: database.db, settings };
    await ensureSessionSecret(settings);
    await saveSiteSettings(deps, site);
    await upsertAdministrator(database.db, { ...admin, language: site.languages[0] });
    const added = await finalizeSetup(
      deps,
      { demo: values.demo },
      { modules, options: { size: config.DEMO_SCHOOLS, seed: config.DEMO_SEED } },
    );
    console.log(`Setup done: "${site.siteName}" at ${site.siteUrl}, administrator ${admin.email}.`);
    if (values.demo) console.log(added ? `Demo data: ${added} records added.` : 'Demo data: already there.');
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  if (error instanceof UsageError || error instanceof ConfigError || error instanceof DataDirLockedError) {
    console.error(error.message);
  } else if (error instanceof AppError) {
    console.error(`Setup refused: ${messages[error.code] ?? error.code}`);
  } else if (error instanceof Error && error.name === 'TypeError' && 'code' in error) {
    console.error(`${error.message}\nRun with --help for the options.`);
  } else {
    console.error('Setup failed:', error);
  }
  process.exit(1);
});
