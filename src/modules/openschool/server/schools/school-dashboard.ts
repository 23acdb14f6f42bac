import type { DashboardStat } from '@/core/server/admin/dashboard-stat';
import type { Db } from '@/core/server/db/database';
import { DEMO_MEMBER_DOMAIN } from '../demo/demo-members';
import { schoolCounts } from './school-repository';

/**
 * The directory's figures, each counting what the list it links to shows: the schools listed on
 * the site (as the home page counts them), those waiting to be listed (drafts, not archived),
 * flagged for attention, every school (archived included), and the demo members (fictional,
 * locked accounts of the demo data), apart from real accounts.
 */
export async function schoolDashboardStats(db: Db): Promise<DashboardStat[]> {
  const counts = await schoolCounts(db, DEMO_MEMBER_DOMAIN);
  return [
    {
      label: 'openschool-admin:dashboard.listedSchools',
      ...counts.listed,
      link: '/_admin/schools?listed=true',
      permission: 'School:list',
    },
    {
      label: 'openschool-admin:schools.dashboardNotListed',
      ...counts.waiting,
      link: '/_admin/schools?waiting=true',
      permission: 'School:list',
      attention: true,
    },
    {
      label: 'openschool-admin:dashboard.allSchools',
      ...counts.all,
      link: '/_admin/schools',
      permission: 'School:list',
    },
    {
      label: 'openschool-admin:dashboard.demoMembers',
      ...counts.demoMembers,
      link: `/_admin/users?email=${DEMO_MEMBER_DOMAIN}`,
      permission: 'User:list',
    },
  ];
}
