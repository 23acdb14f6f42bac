import { requirePermission } from '@/core/server/auth/guard';
import { builder } from '@/core/server/graphql/builder';
import type { GraphQLContext } from '@/core/server/graphql/context';
import { parseInput } from '@/core/server/validation';
import { userStatsInputSchema } from '@/modules/user/shared/admin/user-stats';
import {
  activeUserCounts,
  type Count,
  languageCounts,
  registrationsPerDay,
  signInMethodCounts,
  statusCounts,
} from './user-stats-repository';

const DayCountType = builder.objectRef<{ date: string; count: number }>('UserStatsDay').implement({
  subGraphs: ['admin'],
  fields: (t) => ({
    date: t.exposeString('date', { description: 'YYYY-MM-DD.' }),
    count: t.exposeInt('count'),
  }),
});

const KeyCountType = builder.objectRef<Count<string>>('UserStatsCount').implement({
  subGraphs: ['admin'],
  fields: (t) => ({ key: t.exposeString('key'), count: t.exposeInt('count') }),
});

const ActiveUsersType = builder
  .objectRef<Awaited<ReturnType<typeof activeUserCounts>>>('UserStatsActive')
  .implement({
    subGraphs: ['admin'],
    description: 'Open accounts that signed in within the last day, week (7 days), month (30 days).',
    fields: (t) => ({
      lastDay: t.exposeInt('lastDay'),
      lastWeek: t.exposeInt('lastWeek'),
      lastMonth: t.exposeInt('lastMonth'),
    }),
  });

async function userStats(context: GraphQLContext, days: number | null | undefined) {
  requirePermission(context, 'User:stat');
  const input = parseInput(userStatsInputSchema, { days });
  const [registrations, activeUsers, statuses, languages, signInMethods] = await Promise.all([
    registrationsPerDay(context.db, input.days),
    activeUserCounts(context.db),
    statusCounts(context.db),
    languageCounts(context.db),
    signInMethodCounts(context.db),
  ]);
  return { days: input.days, registrations, activeUsers, statuses, languages, signInMethods };
}

const UserStatsType = builder.objectRef<Awaited<ReturnType<typeof userStats>>>('UserStats').implement({
  subGraphs: ['admin'],
  fields: (t) => ({
    days: t.exposeInt('days'),
    registrations: t.field({ type: [DayCountType], resolve: (stats) => stats.registrations }),
    activeUsers: t.field({ type: ActiveUsersType, resolve: (stats) => stats.activeUsers }),
    statuses: t.field({
      type: [KeyCountType],
      description: 'Accounts per status.',
      resolve: (s) => s.statuses,
    }),
    languages: t.field({
      type: [KeyCountType],
      description: 'Open accounts per language; the key is empty for no language chosen.',
      resolve: (stats) => stats.languages,
    }),
    signInMethods: t.field({
      type: [KeyCountType],
      description: 'Open accounts per sign-in method: password, google, facebook.',
      resolve: (stats) => stats.signInMethods,
    }),
  }),
});

builder.queryField('adminUserStats', (t) =>
  t.field({
    type: UserStatsType,
    subGraphs: ['admin'],
    authScopes: { permission: 'User:stat' },
    description:
      'Registrations per day over 30, 90 (default) or 365 days, and accounts by kind. Needs User:stat.',
    args: { days: t.arg.int() },
    resolve: (_root, args, context) => userStats(context, args.days),
  }),
);
