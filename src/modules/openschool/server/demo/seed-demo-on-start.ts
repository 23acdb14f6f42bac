import type { Db } from '../../../../core/server/db/database';
import type { DemoOptions } from '../../../../core/server/module';
import { hasSchools, seedDemoSchools } from './seed-demo';

/** The module's demo data hook: fills an empty school table, leaves one with data alone. */
export async function seedDemoOnStart(db: Db, options: DemoOptions): Promise<number> {
  if (await hasSchools(db)) return 0;
  return seedDemoSchools(db, { count: options.size, seed: options.seed });
}
