import { countRows, weeklyCounts } from '@/core/server/admin/dashboard-repository';
import type { DashboardStat } from '@/core/server/admin/dashboard-stat';
import type { Db } from '@/core/server/db/database';

/** Messages received, and per week. */
export async function contactDashboardStats(db: Db): Promise<DashboardStat[]> {
  const [total, weekly] = await Promise.all([
    countRows(db, 'contact_message'),
    weeklyCounts(db, 'contact_message', 'created_at'),
  ]);
  return [
    {
      label: 'contact-admin:dashboard.messages',
      total,
      weekly,
      link: '/_admin/contact-messages',
      permission: 'ContactMessage:list',
    },
  ];
}
