import { AppError } from '@/core/server/errors';
import type { GraphQLContext } from '@/core/server/graphql/context';
import { siteUrlOf } from '@/core/server/settings/site-url';
import { listOwnerOf } from './shortlist-family-repository';
import { readShortlist, type Shortlist } from './shortlist-service';
import {
  acknowledgeIntakes,
  renewCalendarToken,
  setReminderDays,
  trackerSettingOf,
  updateShortlistStatus,
} from './shortlist-tracker-repository';

type Deps = Pick<GraphQLContext, 'db' | 'lang'>;
type SettingDeps = Pick<GraphQLContext, 'db' | 'settings'>;

const missing = () => new AppError('shortlist.school.missing', { field: 'schoolId' });

/** Sets where the user is with a school of their shortlist (`shortlist.school.missing` otherwise). */
export async function setShortlistStatus(
  deps: Deps,
  userId: string,
  input: { schoolId: string; status: string; statusOn: string | null },
): Promise<Shortlist> {
  const listId = await listOwnerOf(deps.db, userId);
  const done = await deps.db
    .transaction()
    .execute((trx) => updateShortlistStatus(trx, listId, input, userId));
  if (!done) throw missing();
  return readShortlist(deps, userId);
}

/** The user has seen a school's changed deadlines: the flag goes until they change again. */
export async function acknowledgeShortlistDeadlines(
  deps: Deps,
  userId: string,
  schoolId: string,
): Promise<Shortlist> {
  if (!(await acknowledgeIntakes(deps.db, await listOwnerOf(deps.db, userId), schoolId))) throw missing();
  return readShortlist(deps, userId);
}

export interface TrackerSettings {
  /** Days before a deadline a reminder comes; null: no reminders (the default). */
  reminderDays: number | null;
  /** The private calendar feed's address, null until the user asks for one. */
  calendarUrl: string | null;
}

/** Where the private calendar feed of a token is served; `.ics` so calendar apps know it. */
export const calendarPathOf = (token: string) => `/api/shortlist-calendar/${token}.ics`;

export async function readTrackerSettings(deps: SettingDeps, userId: string): Promise<TrackerSettings> {
  const setting = await trackerSettingOf(deps.db, userId);
  return {
    reminderDays: setting?.reminderDays ?? null,
    calendarUrl: setting?.calendarToken
      ? `${await siteUrlOf(deps.settings)}${calendarPathOf(setting.calendarToken)}`
      : null,
  };
}

export async function setShortlistReminders(deps: SettingDeps, userId: string, days: number | null) {
  await setReminderDays(deps.db, userId, days);
  return readTrackerSettings(deps, userId);
}

/** A new private calendar address; whoever had the old one loses it. */
export async function renewShortlistCalendar(deps: SettingDeps, userId: string) {
  await renewCalendarToken(deps.db, userId);
  return readTrackerSettings(deps, userId);
}
