import { fileURLToPath } from 'node:url';
import { insertMissingMailTemplates } from '../mail/built-in-mail-templates';
import type { ServerModule } from '../module';
import { type Database, type DatabaseOptions, type Db, openDatabase } from './database';
import { type MigrationSource, migrate } from './migrate';

const CORE_MAIL_TEMPLATES = fileURLToPath(new URL('../mail-templates/', import.meta.url));

export const CORE_MIGRATIONS: MigrationSource = {
  owner: 'core',
  dir: fileURLToPath(new URL('../migrations/', import.meta.url)),
  insertBuiltIns: (db) => insertMissingMailTemplates(db, CORE_MAIL_TEMPLATES),
};

/** The core's and each module's migrations, with the built-in rows each ships beside them. */
export function migrationSources(modules: ServerModule[]): MigrationSource[] {
  return [
    CORE_MIGRATIONS,
    ...modules.flatMap((module) => {
      const { migrationsDir: dir, mailTemplatesDir: templates } = module;
      if (!dir && !templates) return [];
      return [
        {
          owner: module.name,
          dir: dir ?? '',
          insertBuiltIns: templates ? (db: Db) => insertMissingMailTemplates(db, templates) : undefined,
        },
      ];
    }),
  ];
}

/** Opens the database and applies the core's and the modules' pending migrations. */
export async function openMigratedDatabase(
  options: DatabaseOptions,
  modules: ServerModule[],
): Promise<Database & { applied: string[] }> {
  const database = await openDatabase(options);
  try {
    const applied = await migrate(database.db, migrationSources(modules));
    return { ...database, applied };
  } catch (error) {
    await database.close();
    throw error;
  }
}
