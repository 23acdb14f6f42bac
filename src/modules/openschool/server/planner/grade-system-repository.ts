import type { Db } from '@/core/server/db/database';
import type { GradeSystemInput } from '@/modules/openschool/shared/planner/grade-system-input';
import type { PlannerTables } from './planner-tables';

const tables = (db: Db) => db.withTables<PlannerTables>();

export interface GradeSystemRow extends GradeSystemInput {
  system: string;
  updatedAt: Date;
}

const select = (db: Db) =>
  tables(db)
    .selectFrom('grade_system')
    .select([
      'system',
      'cutoff_month as cutoffMonth',
      'cutoff_day as cutoffDay',
      'cutoff_varies as cutoffVaries',
      'source_url as sourceUrl',
      'updated_at as updatedAt',
    ]);

/** Every grade system's cut-off, by system. */
export const findGradeSystems = (db: Db): Promise<GradeSystemRow[]> => select(db).orderBy('system').execute();

/** Sets a system's cut-off; null when no system has that code. */
export async function updateGradeSystem(
  db: Db,
  system: string,
  input: GradeSystemInput,
): Promise<GradeSystemRow | null> {
  const result = await tables(db)
    .updateTable('grade_system')
    .set((eb) => ({
      cutoff_month: input.cutoffMonth,
      cutoff_day: input.cutoffDay,
      cutoff_varies: input.cutoffVaries,
      source_url: input.sourceUrl,
      version: eb('version', '+', 1),
      updated_at: new Date(),
    }))
    .where('system', '=', system)
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) === 0) return null;
  return (await select(db).where('system', '=', system).executeTakeFirst()) ?? null;
}
