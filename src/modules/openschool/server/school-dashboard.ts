import { sql } from 'kysely';
import { countRows, type DashboardStat, weeklyCounts } from '../../../core/server/admin/dashboard-stat';
import type { Db } from '../../../core/server/db/database';

/**
 * Schools, and added per week; and those waiting to be listed (drafts and thin records, not
 * archived), flagged for attention, with the admin list of them.
 */
export async function schoolDashboardStats(db: Db): Promise<DashboardStat[]> {
  const [total, weekly, waiting, waitingWeekly] = await Promise.all([
    countRows(db, 'school'),
    weeklyCounts(db, 'school', 'created_at'),
    countRows(db, 'school', sql`not listed and status <> 'archived'`),
    weeklyCounts(db, 'school', 'created_at', sql`not t.listed and t.status <> 'archived'`),
  ]);
  return [
    {
      label: 'openschool-admin:dashboard.schools',
      total,
      weekly,
      link: '/_admin/schools',
      permission: 'School:list',
    },
    {
      label: 'openschool-admin:schools.dashboardNotListed',
      total: waiting,
      weekly: waitingWeekly,
      link: '/_admin/schools?waiting=true',
      permission: 'School:list',
      attention: true,
    },
  ];
}
