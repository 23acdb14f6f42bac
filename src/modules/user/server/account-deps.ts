import type { Db } from '@/core/server/db/database';
import type { GraphQLContext } from '@/core/server/graphql/context';
import type { MailService } from '@/core/server/mail/mail-service';
import type { SettingsService } from '@/core/server/settings/settings-service';

/** What the account journeys need from the platform. */
export interface AccountDeps {
  db: Db;
  settings: SettingsService;
  /** Sends at once, or queues in the caller's transaction (`queueTemplateWithin`, then `wake`). */
  mail: Pick<MailService, 'sendTemplate' | 'queueTemplateWithin' | 'wake'>;
  captcha: { verify(token: string | undefined | null, remoteIp?: string): Promise<void> };
}

/** Who is asking: for rate limits, captcha and the language of emails. */
export interface RequestMeta {
  ip: string;
  userAgent?: string;
  lang: string;
}

/** The platform the account services need, from a request's context (a resolver's, a page form's). */
export const accountDepsOf = (context: GraphQLContext): AccountDeps => context;

/** Who is asking, from a request's context. */
export const requestMetaOf = (context: GraphQLContext): RequestMeta => ({
  ip: context.http.request.ip,
  userAgent: context.http.request.headers['user-agent'],
  lang: context.lang,
});

/** An absolute link into the site, from the WEBSITE_URL setting. */
export async function siteLink(deps: AccountDeps, path: string): Promise<string> {
  const base = String((await deps.settings.get('WEBSITE_URL')) ?? 'http://localhost:3000');
  return `${base.replace(/\/+$/, '')}${path}`;
}
