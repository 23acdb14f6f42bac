import { sql } from 'kysely';
import { countRows, type DashboardStat, weeklyCounts } from '../../../core/server/admin/dashboard-stat';
import type { Db } from '../../../core/server/db/database';

/** Confirmed subscribers, and confirmations per week. */
export async function newsletterDashboardStats(db: Db): Promise<DashboardStat[]> {
  const [total, weekly] = await Promise.all([
    countRows(db, 'newsletter_subscription', sql`status = 'confirmed'`),
    weeklyCounts(db, 'newsletter_subscription', 'confirmed_at', sql`t.status = 'confirmed'`),
  ]);
  return [
    {
      label: 'newsletter-admin:dashboard.subscribers',
      total,
      weekly,
      link: '/_admin/newsletter-subscriptions',
      permission: 'NewsletterSubscription:list',
    },
  ];
}
