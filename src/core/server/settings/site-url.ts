import type { SettingsService } from './settings-service';

/** The WEBSITE_URL setting without a trailing slash, for links in mails; empty before setup. */
export async function siteUrlOf(settings: SettingsService): Promise<string> {
  return String((await settings.get('WEBSITE_URL')) ?? '').replace(/\/+$/, '');
}
