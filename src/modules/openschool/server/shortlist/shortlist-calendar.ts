import { createHash } from 'node:crypto';
import type { Db } from '@/core/server/db/database';
import { serverText } from '@/core/server/i18n/server-text';
import type { SettingsService } from '@/core/server/settings/settings-service';
import { matchLanguage } from '@/core/shared/languages';
import { siteOf } from '../alerts/school-alert-dispatch';
import { type DayEvent, writeCalendar } from './ical-writer';
import { readShortlist } from './shortlist-service';
import { calendarOwnerOf } from './shortlist-tracker-repository';

const short = (value: string) => createHash('sha256').update(value).digest('hex').slice(0, 16);

/**
 * The private calendar feed of a token: each shortlisted school's deadlines and the dates its
 * applications open, and the parent's own date of each school's step, in the parent's language.
 * Undefined when the token opens no calendar.
 */
export async function shortlistCalendar(
  deps: { db: Db; settings: SettingsService },
  token: string,
  now: Date,
): Promise<string | undefined> {
  const owner = await calendarOwnerOf(deps.db, token);
  if (!owner) return undefined;
  const site = await siteOf(deps.settings);
  const lang = site.languages.includes(owner.language ?? '') ? owner.language! : site.languages[0]!;
  const t = (key: string, values: Record<string, string> = {}) => serverText(lang, key, values);
  const host = new URL(site.url || 'http://localhost').host;
  const { items } = await readShortlist({ db: deps.db, lang: matchLanguage(lang) ?? 'en' }, owner.id);
  const events: DayEvent[] = [];
  for (const school of items) {
    const url = `${site.url}/schools/${school.countrySlug}/${school.id}`;
    for (const intake of school.intakes) {
      const names = { school: school.name, intake: intake.name };
      const uid = (kind: string) => `${kind}-${school.id}-${short(intake.name)}@${host}`;
      if (intake.opensOn) {
        events.push({
          uid: uid('opens'),
          date: intake.opensOn,
          summary: t('openschool:tracker.calendar.opens', names),
          url,
        });
      }
      if (intake.deadline) {
        events.push({
          uid: uid('deadline'),
          date: intake.deadline,
          summary: t('openschool:tracker.calendar.deadline', names),
          url,
        });
      }
    }
    for (const step of school.steps) {
      events.push({
        uid: `${step.status}-${school.id}@${host}`,
        date: step.on,
        summary: t('openschool:tracker.calendar.step', {
          school: school.name,
          status: t(`openschool:tracker.status.${step.status}`),
        }),
        description: school.note ?? undefined,
        url,
      });
    }
  }
  return writeCalendar({ name: t('openschool:tracker.calendar.name'), events, now });
}
