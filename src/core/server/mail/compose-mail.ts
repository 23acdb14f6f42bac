import { type MailSend, type MailSendInput, mailSendInputSchema } from '@/core/shared/mail-send';
import type { Db } from '../db/database';
import { AppError } from '../errors';
import { serverText } from '../i18n/server-text';
import type { SettingsService } from '../settings/settings-service';
import { siteUrlOf } from '../settings/site-url';
import { parseInput } from '../validation';
import { frameMail } from './mail-layout';
import type { NewOutboxMail } from './mail-outbox-repository';
import { FALLBACK_MAIL_LANG, findMailTemplate } from './mail-template-repository';
import type { RenderedMail } from './providers/mail-provider';
import { type MailContent, renderTemplate } from './render-template';

/** A mail's outbox row, but for what the service decides: its id, provider and status. */
export type ComposedRow = Omit<NewOutboxMail, 'id' | 'provider' | 'status'>;

/**
 * Validates a mail and renders it, from the stored template when it names one (framed as a
 * styled page with the site's name and unsubscribe link, mail-layout.ts). Answers its
 * outbox row and the mail as it will leave. Throws an AppError for bad input, an unknown
 * template or a missing variable.
 */
export async function composeMail(
  db: Db,
  settings: SettingsService,
  input: MailSendInput,
): Promise<{ row: ComposedRow; mail: RenderedMail }> {
  const mail = parseInput(mailSendInputSchema, input);
  const { content, lang } = await render(db, settings, mail);
  return {
    row: {
      from_address: mail.from,
      to_address: mail.to,
      bcc: mail.bcc ?? null,
      reply_to: mail.replyTo ?? null,
      ...content,
      template: mail.template ?? null,
      lang: lang ?? null,
      variables: mail.variables ?? {},
      unsubscribe_url: mail.unsubscribeUrl ?? null,
    },
    mail: {
      from: mail.from,
      to: mail.to,
      bcc: mail.bcc,
      replyTo: mail.replyTo,
      unsubscribeUrl: mail.unsubscribeUrl,
      ...content,
    },
  };
}

/** The content to send, and the language of the template it came from. */
async function render(
  db: Db,
  settings: SettingsService,
  mail: MailSend,
): Promise<{ content: MailContent; lang: string | undefined }> {
  if (!mail.template) {
    return {
      content: { subject: mail.subject, html: mail.html ?? '', text: mail.text ?? '' },
      lang: mail.lang,
    };
  }
  const template = await findMailTemplate(db, mail.template, mail.lang ?? FALLBACK_MAIL_LANG);
  if (!template) throw new AppError('mail.template.not.found', { field: 'template' });
  const siteName = (await settings.get<string>('WEBSITE_NAME')) ?? '';
  const body = renderTemplate(template, { siteName, ...mail.variables });
  const content = frameMail(body, {
    lang: template.lang,
    siteName,
    siteUrl: await siteUrlOf(settings),
    unsubscribeUrl: mail.unsubscribeUrl,
    unsubscribeLabel: serverText(template.lang, 'common:mail.unsubscribe'),
  });
  return { content, lang: template.lang };
}
