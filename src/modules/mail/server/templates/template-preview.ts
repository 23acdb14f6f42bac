import { serverText } from '@/core/server/i18n/server-text';
import { frameMail } from '@/core/server/mail/mail-layout';
import { type MailContent, renderTemplate, templateVariables } from '@/core/server/mail/render-template';
import type { SettingsService } from '@/core/server/settings/settings-service';

/** A placeholder of a template and the value its preview is filled with. */
export interface TemplateVariable {
  name: string;
  sample: string;
}

// Values that read like a real mail; any other placeholder shows its own name in brackets.
const SAMPLES = new Map([
  ['username', 'Ann'],
  ['name', 'Ann Example'],
  ['email', 'ann@example.org'],
  ['subject', 'A question about the fees'],
  ['message', 'Hello, could you tell me more about the fees for next year?'],
  ['language', 'English'],
]);

/** The template's placeholders, each with a sample: the site's own name and address where they fit. */
export async function sampleVariables(
  template: MailContent,
  settings: SettingsService,
): Promise<TemplateVariable[]> {
  const siteName = (await settings.get<string>('WEBSITE_NAME'))?.trim() || 'Schools Directory';
  const siteUrl = ((await settings.get<string>('WEBSITE_URL'))?.trim() || 'https://example.org').replace(
    /\/+$/,
    '',
  );
  const sampleOf = (name: string) => {
    if (name === 'siteName') return siteName;
    // `link`, `unsubscribeLink`…: a link of the site, with a token as the real ones have.
    if (/link$/i.test(name)) return `${siteUrl}/example?token=sample`;
    return SAMPLES.get(name) ?? `[${name}]`;
  };
  return templateVariables(template).map((name) => ({ name, sample: sampleOf(name) }));
}

/**
 * The template rendered with the samples, as the mail service renders it (HTML-escaped in HTML);
 * a database template in the frame every mail of the site leaves in (mail-layout.ts), with a
 * sample unsubscribe link. Mailjet's templates carry their own layout.
 */
export function previewOf(
  template: MailContent & { lang: string },
  variables: TemplateVariable[],
  framed: boolean,
): MailContent {
  const body = renderTemplate(
    template,
    Object.fromEntries(variables.map(({ name, sample }) => [name, sample])),
  );
  if (!framed) return body;
  const sample = (name: string) => variables.find((variable) => variable.name === name)?.sample;
  const link = sample('unsubscribeLink');
  return frameMail(body, {
    lang: template.lang,
    siteName: sample('siteName') ?? '',
    siteUrl: link ? new URL(link).origin : '',
    unsubscribeUrl: link,
    unsubscribeLabel: serverText(template.lang, 'common:mail.unsubscribe'),
  });
}
