import type { Db } from '@/core/server/db/database';
import type { MailService } from '@/core/server/mail/mail-service';
import type { SettingsService } from '@/core/server/settings/settings-service';
import { formatOf } from '@/core/shared/format';
import { matchLanguage } from '@/core/shared/languages';
import { admissionsOf } from '@/modules/openschool/shared/admissions';
import { daysBetween, STATUSES_REMINDED } from '@/modules/openschool/shared/shortlist-tracker';
import { siteOf } from '../alerts/school-alert-dispatch';
import { claimReminder, type RemindedSchool, remindedSchools } from './shortlist-reminder-repository';

/** The reminder's template, in the 20 languages (`server/mail-templates`). */
export const SHORTLIST_REMINDER_TEMPLATE = 'shortlist-deadline-reminder';

/** The path of a reminder's unsubscribe link; the token follows. */
export const SHORTLIST_REMINDER_UNSUBSCRIBE_PATH = '/api/shortlist-reminders/unsubscribe';

/** The tracker's page, where a reminder leads and where its unsubscribe link ends. */
export const TRACKER_PAGE_PATH = '/applications';

export interface ReminderDeps {
  db: Db;
  mail: MailService;
  settings: SettingsService;
}

/**
 * Queues a reminder for each deadline `today` (YYYY-MM-DD) is within the parent's chosen number
 * of days of, for the schools they have not applied to yet. Each reminder is queued in the
 * transaction that records it (`shortlist_reminder_sent`), so a deadline is told once, however
 * often this runs and in however many processes. Answers how many mails were queued.
 */
export async function dispatchDeadlineReminders(deps: ReminderDeps, today: string): Promise<number> {
  const site = await siteOf(deps.settings);
  let queued = 0;
  for (const school of await remindedSchools(deps.db, STATUSES_REMINDED)) {
    for (const intake of admissionsOf(school.admissions).intakes) {
      if (intake.deadline === null) continue;
      const left = daysBetween(today, intake.deadline);
      if (left < 0 || left > school.reminderDays) continue;
      const lang = site.languages.includes(school.language ?? '') ? school.language! : site.languages[0]!;
      const told = await deps.db.transaction().execute(async (trx) => {
        const key = {
          userId: school.userId,
          schoolId: school.schoolId,
          intake: intake.name,
          deadline: intake.deadline!,
        };
        if (!(await claimReminder(trx, key))) return false;
        const variables = reminderVariables(
          school,
          { name: intake.name, deadline: intake.deadline!, left },
          lang,
          site.url,
        );
        await deps.mail.queueTemplateWithin(trx, SHORTLIST_REMINDER_TEMPLATE, {
          to: school.email,
          lang,
          variables,
          unsubscribeUrl: variables.unsubscribeLink,
        });
        return true;
      });
      if (told) queued += 1;
    }
  }
  if (queued > 0) deps.mail.wake();
  return queued;
}

function reminderVariables(
  school: RemindedSchool,
  intake: { name: string; deadline: string; left: number },
  lang: string,
  siteUrl: string,
) {
  const format = formatOf(matchLanguage(lang) ?? 'en');
  return {
    schoolName: school.schoolName,
    intake: intake.name,
    deadline: format.date(intake.deadline, 'long'),
    link: `${siteUrl}${TRACKER_PAGE_PATH}`,
    unsubscribeLink: `${siteUrl}${SHORTLIST_REMINDER_UNSUBSCRIBE_PATH}/${school.reminderToken}`,
  };
}
