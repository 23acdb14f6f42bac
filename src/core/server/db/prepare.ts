import { fileURLToPath } from 'node:url';
import type { ServerModule } from '../module';
import { type Database, type DatabaseOptions, openDatabase } from './database';
import { type MigrationSource, migrate } from './migrate';

export const CORE_MIGRATIONS: MigrationSource = {
  owner: 'core',
  dir: fileURLToPath(new URL('../migrations/', import.meta.url)),
};

export function migrationSources(modules: ServerModule[]): MigrationSource[] {
  return [
    CORE_MIGRATIONS,
    ...modules.flatMap((module) =>
      module.migrationsDir ? [{ owner: module.name, dir: module.migrationsDir }] : [],
    ),
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
