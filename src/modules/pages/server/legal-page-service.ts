import type { SettingsService } from '@/core/server/settings/settings-service';
import { LEGAL_PAGE_SETTING, type LegalPageName } from '../shared/legal-pages';
import { defaultLegalText } from './legal-texts';

export interface LegalPage {
  name: LegalPageName;
  /** In the format of `parseTextBlocks`, placeholders filled. */
  text: string;
  /** Whether the admin's own text is shown rather than the default. */
  custom: boolean;
}

const text = async (settings: SettingsService, key: string) =>
  String((await settings.get<string>(key)) ?? '').trim();

/** The values of the placeholders, from the settings; a missing address or contact is left out gracefully. */
async function placeholderValues(settings: SettingsService): Promise<Record<string, string>> {
  const siteName = await text(settings, 'WEBSITE_NAME');
  const siteUrl = (await text(settings, 'WEBSITE_URL')).replace(/\/+$/, '');
  const address = (await text(settings, 'COMPANY_ADDRESS')).replace(/\s*\n\s*/g, ', ');
  const contactEmail = await text(settings, 'EMAIL_CONTACT');
  const contactForm = (await settings.get<boolean>('ENABLE_CONTACT_US')) === true;
  return {
    siteName,
    siteUrl,
    operator: address ? `${siteName}, ${address}` : siteName,
    contact: contactEmail || (contactForm ? `${siteUrl}/contact-us` : siteUrl),
  };
}

/** Fills `{{name}}` placeholders it knows; others stay as written, for the admin to notice. */
function fill(source: string, values: Record<string, string>): string {
  return source.replace(/\{\{\s*(\w+)\s*\}\}/g, (placeholder, name: string) =>
    Object.hasOwn(values, name) ? (values[name] ?? '') : placeholder,
  );
}

/** The privacy policy or terms of use: the admin's text when set, else the default in `lang`. */
export async function legalPage(
  settings: SettingsService,
  name: LegalPageName,
  lang: string,
): Promise<LegalPage> {
  const custom = await text(settings, LEGAL_PAGE_SETTING[name]);
  const source = custom || defaultLegalText(name, lang);
  return { name, text: fill(source, await placeholderValues(settings)), custom: Boolean(custom) };
}
