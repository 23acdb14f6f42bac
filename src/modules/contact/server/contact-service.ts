import type { FastifyBaseLogger } from 'fastify';
import { v7 as uuidv7 } from 'uuid';
import { consumeRate } from '@/core/server/auth/rate-limit';
import type { CaptchaService } from '@/core/server/captcha/captcha-service';
import type { Db } from '@/core/server/db/database';
import { AppError } from '@/core/server/errors';
import type { MailService } from '@/core/server/mail/mail-service';
import type { SettingsService } from '@/core/server/settings/settings-service';
import { languageLabel } from '@/core/shared/languages';
import type { ContactMessage } from '../shared/contact-schemas';
import { insertContactMessage, setContactMessageMail } from './contact-repository';

export interface ContactDeps {
  db: Db;
  settings: SettingsService;
  mail: Pick<MailService, 'sendTemplate'>;
  captcha: Pick<CaptchaService, 'verify'>;
  log: Pick<FastifyBaseLogger, 'warn' | 'error'>;
}

/** A visitor may send this many messages per hour from one IP address. */
export const CONTACT_RATE = { limit: 5, windowSeconds: 3600 };

/** EMAIL_CONTACT, else EMAIL_ADMIN, else nobody (the message is then only stored). */
async function recipient(settings: SettingsService): Promise<string | undefined> {
  for (const key of ['EMAIL_CONTACT', 'EMAIL_ADMIN']) {
    const address = (await settings.get<string>(key))?.trim();
    if (address) return address;
  }
  return undefined;
}

/** `"Ana Lima" <ana@example.com>`: answering the mail answers the visitor. */
const replyAddress = (message: ContactMessage) =>
  `"${message.name.replace(/["\\]/g, '')}" <${message.email}>`;

/** Refuses with `contact.disabled` while ENABLE_CONTACT_US is off, before the input is even read. */
export async function assertContactEnabled(settings: SettingsService): Promise<void> {
  if ((await settings.get<boolean>('ENABLE_CONTACT_US')) !== true) {
    throw new AppError('contact.disabled', { status: 404 });
  }
}

/**
 * Stores a contact message, then mails it to the site team with the visitor as reply-to.
 * Refused over the rate limit or without a valid captcha.
 * Once stored, the message counts as received: a missing recipient or a failed mail is only logged.
 */
export async function sendContactMessage(
  deps: ContactDeps,
  message: ContactMessage,
  meta: { ip: string; lang: string },
): Promise<void> {
  await consumeRate(deps.db, [`contact:ip:${meta.ip}`], CONTACT_RATE);
  await deps.captcha.verify(message.captcha, meta.ip);
  const id = uuidv7();
  const { captcha: _spent, ...fields } = message;
  await insertContactMessage(deps.db, { id, ...fields, lang: meta.lang });

  const to = await recipient(deps.settings);
  if (!to) {
    deps.log.warn({ contactMessageId: id }, 'contact message stored but not mailed: set EMAIL_CONTACT');
    return;
  }
  try {
    const siteLanguage = (await deps.settings.get<string[]>('LANGUAGES'))?.[0];
    const sent = await deps.mail.sendTemplate('contact-message', {
      to,
      lang: siteLanguage,
      replyTo: replyAddress(message),
      variables: {
        ...fields,
        language: languageLabel(meta.lang),
      },
    });
    // Queued: the mail service delivers it, and retries while the provider is down.
    await setContactMessageMail(deps.db, id, sent.id);
  } catch (error) {
    deps.log.error(
      { err: error, contactMessageId: id },
      'contact message stored but its mail could not be sent',
    );
  }
}
