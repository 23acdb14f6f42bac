import type { Db } from '@/core/server/db/database';
import { AppError } from '@/core/server/errors';
import type { GraphQLContext } from '@/core/server/graphql/context';
import type { MailService } from '@/core/server/mail/mail-service';
import type { SettingsService } from '@/core/server/settings/settings-service';

/** What the newsletter needs from the platform, per request. */
export interface NewsletterDeps {
  db: Db;
  settings: SettingsService;
  mail: Pick<MailService, 'sendTemplate'>;
  log: { warn(details: object, message: string): void };
  /** MAILCHIMP_API_URL: replaces Mailchimp's own base URL (a fake in tests and development). */
  mailchimpApiUrl: string | undefined;
}

/** The newsletter's needs from a request's context (its REST calls', its page form's). */
export const newsletterDepsOf = (context: GraphQLContext): NewsletterDeps => ({
  ...context,
  log: context.http.request.log,
  mailchimpApiUrl: context.config.MAILCHIMP_API_URL,
});

/** Refuses every newsletter call while ENABLE_NEWSLETTER is off (it is read per request). */
export async function assertNewsletterEnabled(deps: Pick<NewsletterDeps, 'settings'>): Promise<void> {
  if ((await deps.settings.get<boolean>('ENABLE_NEWSLETTER')) !== true) {
    throw new AppError('newsletter.disabled', { status: 404 });
  }
}

/** An absolute link into the site, from the WEBSITE_URL setting. */
export async function siteLink(deps: Pick<NewsletterDeps, 'settings'>, path: string): Promise<string> {
  const base = String((await deps.settings.get('WEBSITE_URL')) ?? 'http://localhost:3000');
  return `${base.replace(/\/+$/, '')}${path}`;
}
