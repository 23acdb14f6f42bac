import { builder } from '../graphql/builder';
import { AuditLogType } from './audit/audit-log.graphql';
import type { NewAccount } from './dashboard-repository';
import { type Dashboard, dashboard } from './dashboard-service';
import type { DashboardStat } from './dashboard-stat';

const DashboardStatType = builder.objectRef<DashboardStat>('DashboardStat').implement({
  subGraphs: ['admin'],
  description: 'A figure of the dashboard with its weekly trend.',
  fields: (t) => ({
    label: t.exposeString('label', { description: 'Translation key with its namespace.' }),
    total: t.exposeInt('total'),
    weekly: t.exposeIntList('weekly', { description: 'Per week, the last 12 weeks, oldest first.' }),
    link: t.exposeString('link', { nullable: true }),
    attention: t.boolean({ resolve: (stat) => stat.attention ?? false }),
  }),
});

const NewAccountType = builder.objectRef<NewAccount>('DashboardNewAccount').implement({
  subGraphs: ['admin'],
  fields: (t) => ({
    _id: t.exposeID('id'),
    email: t.exposeString('email'),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    activated: t.exposeBoolean('activated'),
  }),
});

const DashboardType = builder.objectRef<Dashboard>('Dashboard').implement({
  subGraphs: ['admin'],
  fields: (t) => ({
    stats: t.field({ type: [DashboardStatType], resolve: (board) => board.stats }),
    recentActivity: t.field({
      type: [AuditLogType],
      description: 'The latest admin writes; empty without AuditLog:list.',
      resolve: (board) => board.recentActivity,
    }),
    newAccounts: t.field({
      type: [NewAccountType],
      description: 'The latest accounts opened; empty without User:list.',
      resolve: (board) => board.newAccounts,
    }),
  }),
});

builder.queryField('adminDashboard', (t) =>
  t.field({
    type: DashboardType,
    subGraphs: ['admin'],
    authScopes: { permission: 'Dashboard:view' },
    description:
      'Figures and trends of the site and its modules, and what happened lately. Needs Dashboard:view.',
    resolve: (_root, _args, context) => dashboard(context),
  }),
);
