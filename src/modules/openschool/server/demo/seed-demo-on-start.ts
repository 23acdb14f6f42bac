import type { Db } from '@/core/server/db/database';
import type { DemoOptions } from '@/core/server/module';
import { hasSchools, seedDemoSchools } from './seed-demo';

/** The module's demo data hook: fills an empty school table, leaves one with data alone. */
export async function seedDemoOnStart(db: Db, options: DemoOptions): Promise<number> {
  if (await hasSchools(db)) return 0;
  // Someone watching the progress sees about twenty steps; without, the fastest batch size.
  const batchSize = options.onProgress
    ? Math.min(2000, Math.max(100, Math.ceil(options.size / 20)))
    : undefined;
  return seedDemoSchools(db, {
    count: options.size,
    seed: options.seed,
    batchSize,
    onProgress: options.onProgress,
  });
}
