import type { Db } from '../../../core/server/db/database';
import type { MailService } from '../../../core/server/mail/mail-service';
import type { SettingsService } from '../../../core/server/settings/settings-service';

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

/** An absolute link into the site, from the WEBSITE_URL setting. */
export async function siteLink(deps: AccountDeps, path: string): Promise<string> {
  const base = String((await deps.settings.get('WEBSITE_URL')) ?? 'http://localhost:3000');
  return `${base.replace(/\/+$/, '')}${path}`;
}
