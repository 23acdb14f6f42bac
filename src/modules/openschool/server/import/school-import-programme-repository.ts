import type { Db } from '@/core/server/db/database';
import type { OpenSchoolTables } from '../tables';

const tables = (db: Db) => db.withTables<OpenSchoolTables>();

/** The programme names the operator mapped, by folded name: what the next file reads them as. */
export async function programmeMappings(db: Db): Promise<Map<string, string[]>> {
  const rows = await tables(db).selectFrom('school_import_programme').selectAll().execute();
  return new Map(rows.map((row) => [row.programme, row.curriculum_slugs]));
}

/** Remembers how the operator reads these programme names (folded). */
export async function saveProgrammeMappings(
  db: Db,
  mappings: readonly { programme: string; curriculums: readonly string[] }[],
): Promise<void> {
  if (mappings.length === 0) return;
  await tables(db)
    .insertInto('school_import_programme')
    .values(
      mappings.map((mapping) => ({
        programme: mapping.programme,
        curriculum_slugs: [...mapping.curriculums],
      })),
    )
    .onConflict((conflict) =>
      conflict.column('programme').doUpdateSet((eb) => ({
        curriculum_slugs: eb.ref('excluded.curriculum_slugs'),
        updated_at: new Date(),
      })),
    )
    .execute();
}
