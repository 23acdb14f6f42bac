import { hasPermission, type Permission } from '@/core/shared/permissions';
import { requirePermission } from '../auth/guard';
import type { GraphQLContext } from '../graphql/context';
import { enabledServerModules } from '../modules';
import { type AuditLogRecord, findAuditPage } from './audit/audit-log-repository';
import { coreDashboardStats, latestAccounts, type NewAccount } from './dashboard-repository';
import type { DashboardStat } from './dashboard-stat';

export interface Dashboard {
  /** The figures whose list the viewer may open. */
  stats: DashboardStat[];
  /** The latest admin writes; empty without AuditLog:list. */
  recentActivity: AuditLogRecord[];
  /** The latest accounts opened; empty without User:list. */
  newAccounts: NewAccount[];
}

const RECENT = 8;

/**
 * The dashboard: the core's figures, then each enabled module's, and what happened lately.
 * Needs Dashboard:view; each figure and the activity lists follow the viewer's own permissions.
 */
export async function dashboard(context: GraphQLContext): Promise<Dashboard> {
  requirePermission(context, 'Dashboard:view');
  const enabled = await enabledServerModules(context.settings);
  const can = (permission: Permission) => hasPermission(context.permissions, permission);
  const [core, fromModules, activity, accounts] = await Promise.all([
    coreDashboardStats(context.db),
    Promise.all(enabled.map((module) => module.dashboardStats?.(context.db) ?? [])),
    can('AuditLog:list')
      ? findAuditPage(context.db, {
          page: 1,
          limit: RECENT,
          sort: { key: 'createdAt', direction: 'desc' },
          q: undefined,
          filters: {},
        })
      : { items: [] },
    can('User:list') ? latestAccounts(context.db, RECENT) : [],
  ]);
  const stats = [...core, ...fromModules.flat()].filter((stat) => can(stat.permission));
  return { stats, recentActivity: activity.items, newAccounts: accounts };
}
