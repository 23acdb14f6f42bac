import type { DashboardStat } from '../../../../core/server/admin/dashboard-stat';
import type { Db } from '../../../../core/server/db/database';
import { schoolCounts } from './school-repository';

/**
 * Schools, and added per week; and those waiting to be listed (drafts, not archived), flagged for attention, with the admin list of them.
 */
export async function schoolDashboardStats(db: Db): Promise<DashboardStat[]> {
  const [total, weekly, waiting, waitingWeekly] = await schoolCounts(db);
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
