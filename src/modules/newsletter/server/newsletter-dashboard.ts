import type { DashboardStat } from '@/core/server/admin/dashboard-stat';
import type { Db } from '@/core/server/db/database';
import { confirmedSubscriptionCounts } from './subscription-repository';

/** Confirmed subscribers, and confirmations per week. */
export async function newsletterDashboardStats(db: Db): Promise<DashboardStat[]> {
  const [total, weekly] = await confirmedSubscriptionCounts(db);
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
