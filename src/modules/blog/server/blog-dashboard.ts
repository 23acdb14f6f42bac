import type { DashboardStat } from '@/core/server/admin/dashboard-stat';
import type { Db } from '@/core/server/db/database';
import { publishedPostCounts } from './blog-post-repository';

/** Published posts, and how many were published each week. */
export async function blogDashboardStats(db: Db): Promise<DashboardStat[]> {
  const [total, weekly] = await publishedPostCounts(db);
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
