import { countRows, type DashboardStat, weeklyCounts } from '../../../core/server/admin/dashboard-stat';
import type { Db } from '../../../core/server/db/database';

/** Schools listed, and added per week. */
export async function schoolDashboardStats(db: Db): Promise<DashboardStat[]> {
  const [total, weekly] = await Promise.all([
    countRows(db, 'school'),
    weeklyCounts(db, 'school', 'created_at'),
  ]);
  return [{ label: 'openschool-admin:dashboard.schools', total, weekly }];
}
