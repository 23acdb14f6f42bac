import type { DashboardStat } from '@/core/server/admin/dashboard-stat';
import type { Db } from '@/core/server/db/database';
import { placeCounts } from './place-repository';

/** Places on the map and added per week; members' places waiting for a moderator, flagged. */
export async function placeDashboardStats(db: Db): Promise<DashboardStat[]> {
  const [total, weekly, waiting, waitingWeekly] = await placeCounts(db);
  return [
    {
      label: 'place-admin:dashboard.places',
      total,
      weekly,
      link: '/_admin/places',
      permission: 'Place:list',
    },
    {
      label: 'place-admin:dashboard.pending',
      total: waiting,
      weekly: waitingWeekly,
      link: '/_admin/places?status=pending',
      permission: 'Place:list',
      attention: true,
    },
  ];
}
