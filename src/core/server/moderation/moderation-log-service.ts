import type { RejectCategory } from '@/core/shared/moderation';
import type { GraphQLContext } from '../graphql/context';
import { enabledServerModules } from '../modules';
import type { ModeratedKind } from './moderated-kind';
import {
  decisionsByMonth,
  firstDecisionYear,
  type MonthDecisions,
  type MonthRejections,
  rejectionsByMonth,
  waitingCount,
} from './moderation-log-repository';

/** What the moderators decided in one year, kind by kind, without anyone's name or words. */
export interface ModerationLog {
  year: number;
  /** Every year with a log, newest first: from the first decision's to this one. */
  years: number[];
  kinds: KindLog[];
}

export interface KindLog {
  label: string;
  /** Waiting for a moderator now. */
  waiting: number;
  /** The year's months, newest first, up to this month; months without decisions count zero. */
  months: MonthLog[];
}

export interface MonthLog extends MonthDecisions {
  /** The month's rejections by kind, most frequent first; kinds without any are left out. */
  rejections: { category: RejectCategory; count: number }[];
}

/**
 * The public moderation log of a year (this one by default) for every enabled module's moderated
 * kinds; null for a year before the first decision or after this one.
 */
export async function moderationLog(
  context: GraphQLContext,
  year?: number | null,
): Promise<ModerationLog | null> {
  const kinds = (await enabledServerModules(context.settings)).flatMap(
    (module) => module.moderatedKinds ?? [],
  );
  const now = new Date();
  const thisYear = now.getUTCFullYear();
  const firstYears = await Promise.all(kinds.map((kind) => firstDecisionYear(context.db, kind)));
  const firstYear = Math.min(thisYear, ...firstYears.filter((first) => first !== null));
  const shown = year ?? thisYear;
  if (!Number.isInteger(shown) || shown < firstYear || shown > thisYear) return null;

  const months = monthsOf(shown, shown === thisYear ? now.getUTCMonth() : 11);
  const from = new Date(Date.UTC(shown, 0, 1));
  const to = new Date(Date.UTC(shown + 1, 0, 1));
  return {
    year: shown,
    years: Array.from({ length: thisYear - firstYear + 1 }, (_, index) => thisYear - index),
    kinds: await Promise.all(kinds.map((kind) => kindLog(context, kind, months, from, to))),
  };
}

async function kindLog(context: GraphQLContext, kind: ModeratedKind, months: string[], from: Date, to: Date) {
  const [decisions, rejections, waiting] = await Promise.all([
    decisionsByMonth(context.db, kind, from, to),
    rejectionsByMonth(context.db, kind, from, to),
    waitingCount(context.db, kind),
  ]);
  return {
    label: kind.label,
    waiting,
    months: months.map((month) => monthLog(month, decisions, rejections)),
  };
}

function monthLog(month: string, decisions: MonthDecisions[], rejections: MonthRejections[]): MonthLog {
  const decided = decisions.find((row) => row.month === month);
  return {
    month,
    accepted: decided?.accepted ?? 0,
    rejected: decided?.rejected ?? 0,
    medianHours: decided?.medianHours ?? null,
    rejections: rejections
      .filter((row) => row.month === month)
      .map((row) => ({ category: row.category, count: row.count })),
  };
}

/** `YYYY-MM` of a year's months from `lastMonth` (0–11) back to January. */
function monthsOf(year: number, lastMonth: number): string[] {
  return Array.from(
    { length: lastMonth + 1 },
    (_, index) => `${year}-${String(lastMonth - index + 1).padStart(2, '0')}`,
  );
}
