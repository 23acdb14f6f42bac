/**
 * Applies pending migrations of the core and every module to the database named by the
 * environment (DATABASE_URL, or the PGlite in DATA_DIR), then exits. The server does the same at start.
 *   npm run db:migrate
 */
import { ConfigError, loadConfig } from '@/core/server/config';
import { DataDirLockedError } from '@/core/server/db/data-dir-lock';
import { openMigratedDatabase } from '@/core/server/db/prepare';
import { loadServerModules } from '@/core/server/modules';

try {
  const config = loadConfig();
  const database = await openMigratedDatabase(config, await loadServerModules());
  for (const name of database.applied) console.log(`applied ${name}`);
  console.log(
    database.applied.length ? `${database.applied.length} migration(s) applied.` : 'Nothing to apply.',
  );
  await database.close();
} catch (error) {
  if (!(error instanceof ConfigError || error instanceof DataDirLockedError)) throw error;
  console.error(error.message);
  process.exit(1);
}
