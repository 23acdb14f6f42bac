import { sql } from 'kysely';
import { countRows, type DashboardStat, weeklyCounts } from '../../../core/server/admin/dashboard-stat';
import type { Db } from '../../../core/server/db/database';

/** Places on the map and added per week; members' places waiting for a moderator, flagged. */
export async function placeDashboardStats(db: Db): Promise<DashboardStat[]> {
  const [total, weekly, waiting, waitingWeekly] = await Promise.all([
    countRows(db, 'place', sql`status = 'published'`),
    weeklyCounts(db, 'place', 'created_at', sql`t.status = 'published'`),
    countRows(db, 'place', sql`status = 'pending'`),
    weeklyCounts(db, 'place', 'created_at', sql`t.status = 'pending'`),
  ]);
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
