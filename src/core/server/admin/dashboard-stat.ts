import type { Permission } from '@/core/shared/permissions';

/** Weeks of history a dashboard figure shows. */
export const DASHBOARD_WEEKS = 12;

/** One figure of the dashboard: a total, its trend, and where to look closer. */
export interface DashboardStat {
  /** Translation key with its namespace: `admin:dashboard.activeAccounts`. */
  label: string;
  total: number;
  /** How many in each of the last DASHBOARD_WEEKS weeks (Monday to Sunday), oldest first. */
  weekly: number[];
  /** The admin page listing them, when there is one. */
  link?: string;
  /**
   * What one needs to list what is counted (the list permission of `link`'s page): the figure is
   * shown only to who holds it, so that no card leads to a page the viewer may not open.
   */
  permission: Permission;
  /** Someone should act on these (mails failed, ratings to moderate): shown highlighted when not zero. */
  attention?: boolean;
}
