import type { Generated } from 'kysely';
import type { OpenSchoolTables } from '../tables';

/** The planner's tables (migration 017) beside the directory's. */
export type PlannerTables = OpenSchoolTables & {
  grade_system: {
    system: string;
    cutoff_month: number;
    cutoff_day: number;
    cutoff_varies: boolean;
    source_url: string | null;
    version: Generated<number>;
    updated_at: Generated<Date>;
  };
  relocation_plan: {
    id: string;
    user_id: string;
    name: string;
    search: string;
    created_at: Generated<Date>;
  };
};
