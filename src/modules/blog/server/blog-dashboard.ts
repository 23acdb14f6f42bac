import { sql } from 'kysely';
import { countRows, type DashboardStat, weeklyCounts } from '../../../core/server/admin/dashboard-stat';
import type { Db } from '../../../core/server/db/database';

/** Published posts, and how many were published each week. */
export async function blogDashboardStats(db: Db): Promise<DashboardStat[]> {
  const [total, weekly] = await Promise.all([
    countRows(db, 'blog_post', sql`status = 'published'`),
    weeklyCounts(db, 'blog_post', 'published_at', sql`t.status = 'published'`),
  ]);
  return [
    {
      label: 'blog-admin:dashboard.posts',
      total,
      weekly,
      link: '/_admin/blog-posts',
      permission: 'BlogPost:list',
    },
  ];
}
