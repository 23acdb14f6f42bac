import { countryByCode } from '@/core/server/countries/countries';
import type { Db } from '@/core/server/db/database';
import { serverText } from '@/core/server/i18n/server-text';
import type { MailService } from '@/core/server/mail/mail-service';
import type { SettingsService } from '@/core/server/settings/settings-service';
import { siteUrlOf } from '@/core/server/settings/site-url';
import type { CurrencyRate } from '@/modules/openschool/shared/money';
import type { FeeInput } from '@/modules/openschool/shared/school-input';
import { exchangeRateMap } from '../fees/exchange-rate-repository';
import { DEFAULT_DISPLAY_CURRENCY, feeChangeLines, feeChanges } from './school-alert-fees';
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
  const rates = await exchangeRateMap(deps.db);
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
          const variables = alertVariables(alert, follower, { lang, siteUrl: site.url, rates });
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

/** The site's address and languages, which every mail to a parent needs. */
export async function siteOf(settings: SettingsService) {
  const languages = (await settings.get<string[]>('LANGUAGES')) ?? [];
  return {
    url: await siteUrlOf(settings),
    languages: languages.length > 0 ? languages : ['en'],
  };
}

interface Reader {
  lang: string;
  siteUrl: string;
  rates: ReadonlyMap<string, CurrencyRate>;
}

/** The revision's fees before and after, as `SchoolState` keeps them; empty lists when absent. */
function feesOf(changes: unknown): { before: FeeInput[]; after: FeeInput[] } {
  const fees = Array.isArray(changes)
    ? (changes as { field?: string; before?: unknown; after?: unknown }[]).find((c) => c.field === 'fees')
    : undefined;
  const list = (value: unknown) => (Array.isArray(value) ? (value as FeeInput[]) : []);
  return { before: list(fees?.before), after: list(fees?.after) };
}

/**
 * What changed, in the follower's language: a sentence, then each changed fee old → new in the
 * school's currency and the parent's, with the change in percent; where to see it and stop.
 */
function alertVariables(alert: PendingAlert, follower: Follower, reader: Reader) {
  const { lang } = reader;
  const school = { school: alert.schoolName };
  const sentences = [
    ...(alert.feesChanged ? [serverText(lang, 'openschool:alerts.mail.fees', school)] : []),
    ...(alert.statusChanged
      ? [
          alert.newStatus === 'published'
            ? serverText(lang, 'openschool:alerts.mail.listed', school)
            : serverText(lang, 'openschool:alerts.mail.unlisted', school),
        ]
      : []),
    // Chinese and Japanese sentences follow each other without a space.
  ].join(/^(ja|zh)/.test(lang) ? '' : ' ');
  const fees = feesOf(alert.changes);
  // The parent's currency is the one their account keeps (decision 103), else US dollars.
  const lines = alert.feesChanged
    ? feeChangeLines(feeChanges(fees.before, fees.after), {
        lang,
        currency: follower.currency ?? DEFAULT_DISPLAY_CURRENCY,
        rates: reader.rates,
      })
    : [];
  const country = countryByCode(alert.countryCode)?.slug ?? alert.countryCode.toLowerCase();
  const page = `${reader.siteUrl}/schools/${country}/${alert.schoolId}`;
  return {
    schoolName: alert.schoolName,
    // One line per fee: the template shows the lines as they are (white-space: pre-line).
    change: [sentences, ...lines].join('\n'),
    link: alert.feesChanged ? `${page}/fees` : page,
    unsubscribeLink: `${reader.siteUrl}${SCHOOL_ALERT_UNSUBSCRIBE_PATH}/${follower.token}`,
  };
}
