import { v7 as uuidv7 } from 'uuid';
import type { Db } from '@/core/server/db/database';
import type { SavePlanInput } from '@/modules/openschool/shared/planner/planner-input';
import type { PlannerTables } from './planner-tables';

const tables = (db: Db) => db.withTables<PlannerTables>();

export interface SavedPlan {
  id: string;
  name: string;
  search: string;
  createdAt: Date;
}

/** How many plans an account keeps; the oldest beyond go. */
export const SAVED_PLANS_MAX = 20;

/** A user's plans, newest first. */
export async function savedPlansOf(db: Db, userId: string): Promise<SavedPlan[]> {
  return tables(db)
    .selectFrom('relocation_plan')
    .select(['id', 'name', 'search', 'created_at as createdAt'])
    .where('user_id', '=', userId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(SAVED_PLANS_MAX)
    .execute();
}

export async function insertSavedPlan(db: Db, userId: string, plan: SavePlanInput): Promise<string> {
  const id = uuidv7();
  await tables(db)
    .insertInto('relocation_plan')
    .values({ id, user_id: userId, ...plan })
    .execute();
  const kept = tables(db)
    .selectFrom('relocation_plan')
    .select('id')
    .where('user_id', '=', userId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(SAVED_PLANS_MAX);
  await tables(db)
    .deleteFrom('relocation_plan')
    .where('user_id', '=', userId)
    .where('id', 'not in', kept)
    .execute();
  return id;
}

/** Removes one of the user's plans; false when the user has no plan of that id. */
export async function deleteSavedPlan(db: Db, userId: string, id: string): Promise<boolean> {
  const result = await tables(db)
    .deleteFrom('relocation_plan')
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}
