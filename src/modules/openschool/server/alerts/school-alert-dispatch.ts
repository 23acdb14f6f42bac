import { countryByCode } from '../../../../core/server/countries/countries';
import type { Db } from '../../../../core/server/db/database';
import type { MailService } from '../../../../core/server/mail/mail-service';
import { loadTranslations } from '../../../../core/server/render/translations';
import type { SettingsService } from '../../../../core/server/settings/settings-service';
import { siteUrlOf } from '../../../../core/server/settings/site-url';
import {
  claimPendingAlerts,
  deleteAlerts,
  type Follower,
  followersOfSchools,
  type PendingAlert,
} from './school-alert-repository';

/** The alert mail's template, in the 20 languages (`server/mail-templates`). */
export const SCHOOL_ALERT_TEMPLATE = 'school-change-alert';

/** The path of an alert's unsubscribe link; the token follows. */
export const SCHOOL_ALERT_UNSUBSCRIBE_PATH = '/api/school-alerts/unsubscribe';

const BATCH = 50;

export interface AlertDeps {
  db: Db;
  mail: MailService;
  settings: SettingsService;
}

/**
 * Tells the followers of every change not told yet, a batch per transaction: the mails are
 * queued and the changes deleted together, so each change is told once, even with several
 * processes taking batches side by side. Answers how many mails were queued.
 */
export async function dispatchSchoolAlerts(deps: AlertDeps): Promise<number> {
  const site = await siteOf(deps.settings);
  let queued = 0;
  for (;;) {
    const taken = await deps.db.transaction().execute(async (trx) => {
      const alerts = await claimPendingAlerts(trx, BATCH);
      const followers = await followersOfSchools(
        trx,
        alerts.map((alert) => alert.schoolId),
      );
      for (const alert of alerts) {
        // The one who made the change knows of it.
        const told = (followers.get(alert.schoolId) ?? []).filter(
          (follower) => follower.userId !== alert.authorId,
        );
        for (const follower of told) {
          const lang = site.languages.includes(follower.language ?? '')
            ? follower.language!
            : site.languages[0]!;
          const variables = alertVariables(alert, follower, lang, site.url);
          await deps.mail.queueTemplateWithin(trx, SCHOOL_ALERT_TEMPLATE, {
            to: follower.email,
            lang,
            variables,
            unsubscribeUrl: variables.unsubscribeLink,
          });
          queued += 1;
        }
      }
      await deleteAlerts(
        trx,
        alerts.map((alert) => alert.revisionId),
      );
      return alerts.length;
    });
    if (taken < BATCH) break;
  }
  if (queued > 0) deps.mail.wake();
  return queued;
}

async function siteOf(settings: SettingsService) {
  const languages = (await settings.get<string[]>('LANGUAGES')) ?? [];
  return {
    url: await siteUrlOf(settings),
    languages: languages.length > 0 ? languages : ['en'],
  };
}

/** What changed, as a sentence in the follower's language, and where to see it and stop. */
function alertVariables(alert: PendingAlert, follower: Follower, lang: string, siteUrl: string) {
  const sentences = (loadTranslations(lang).openschool as { alerts?: { mail?: Record<string, string> } })
    ?.alerts?.mail;
  const english = (loadTranslations('en').openschool as { alerts: { mail: Record<string, string> } }).alerts
    .mail;
  const sentence = (key: string) =>
    (sentences?.[key] ?? english[key]!).replace('{{school}}', alert.schoolName);
  const change = [
    ...(alert.feesChanged ? [sentence('fees')] : []),
    ...(alert.statusChanged ? [sentence(alert.newStatus === 'published' ? 'listed' : 'unlisted')] : []),
    // Chinese and Japanese sentences follow each other without a space.
  ].join(/^(ja|zh)/.test(lang) ? '' : ' ');
  const country = countryByCode(alert.countryCode)?.slug ?? alert.countryCode.toLowerCase();
  const page = `${siteUrl}/schools/${country}/${alert.schoolId}`;
  return {
    schoolName: alert.schoolName,
    change,
    link: alert.feesChanged ? `${page}/fees` : page,
    unsubscribeLink: `${siteUrl}${SCHOOL_ALERT_UNSUBSCRIBE_PATH}/${follower.token}`,
  };
}
