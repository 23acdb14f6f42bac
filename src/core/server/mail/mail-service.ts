import { v7 as uuidv7 } from 'uuid';
import {
  type MailSend,
  type MailSendInput,
  type MailVariables,
  mailSendInputSchema,
} from '../../shared/mail-send';
import type { Db } from '../db/database';
import { AppError } from '../errors';
import type { SettingsService } from '../settings/settings-service';
import { parseInput } from '../validation';
import {
  claimFailedOutboxMail,
  insertOutboxMail,
  latestOutboxMailsTo,
  type MailOutboxRow,
  markOutboxMailFailed,
  markOutboxMailSent,
} from './mail-outbox-repository';
import type { MailStatus } from './mail-tables';
import { FALLBACK_MAIL_LANG, findMailTemplate } from './mail-template-repository';
import type { MailProvider, RenderedMail } from './providers/mail-provider';
import { createMailjetProvider, type MailjetAccount } from './providers/mailjet-provider';
import { createOutboxProvider } from './providers/outbox-provider';
import { createSmtpProvider } from './providers/smtp-provider';
import { type MailContent, renderTemplate } from './render-template';

export interface MailServiceOptions {
  db: Db;
  settings: SettingsService;
  config: { SMTP_URL?: string | undefined; MAILJET_API_URL: string };
}

export interface MailSendResult {
  id: string;
  status: MailStatus;
  /** The provider's reason when `status` is 'failed'. */
  error?: string;
}

const FALLBACK_SENDER = 'noreply@localhost';

/**
 * Sends mail through one provider: SMTP when `SMTP_URL` is set, else Mailjet when its key and
 * secret are set, else the outbox. Every accepted mail gets an outbox row before delivery is
 * tried, and the row records how delivery went: nothing acknowledged is ever lost.
 */
export class MailService {
  private readonly db: Db;
  private readonly settings: SettingsService;
  private readonly config: MailServiceOptions['config'];
  private readonly smtp: MailProvider | undefined;
  private readonly outbox = createOutboxProvider();

  constructor(options: MailServiceOptions) {
    this.db = options.db;
    this.settings = options.settings;
    this.config = options.config;
    // SMTP_URL comes from the environment, fixed for the process; Mailjet keys are settings, read per mail.
    this.smtp = options.config.SMTP_URL ? createSmtpProvider(options.config.SMTP_URL) : undefined;
  }

  /** The provider for the next mail; a change of the Mailjet settings applies without a restart. */
  async provider(): Promise<MailProvider> {
    if (this.smtp) return this.smtp;
    const account = await this.mailjetAccount();
    return account ? createMailjetProvider(account) : this.outbox;
  }

  /** The Mailjet account of the settings, or undefined while its key or secret is not set. */
  async mailjetAccount(): Promise<MailjetAccount | undefined> {
    const apiKey = (await this.settings.get<string>('MAILJET_API_KEY'))?.trim();
    const apiSecret = (await this.settings.get<string>('MAILJET_API_SECRET'))?.trim();
    if (!apiKey || !apiSecret) return undefined;
    return { apiUrl: this.config.MAILJET_API_URL, apiKey, apiSecret };
  }

  /**
   * Validates, renders (from the stored template when `template` is given), records and delivers.
   * Throws an AppError for bad input, an unknown template or a missing variable, writing nothing;
   * a delivery failure does not throw: it comes back as status 'failed' and stays in the outbox.
   */
  async send(input: MailSendInput): Promise<MailSendResult> {
    const mail = parseInput(mailSendInputSchema, input);
    const { content, lang } = await this.compose(mail);
    const provider = await this.provider();
    const id = uuidv7();
    await insertOutboxMail(this.db, {
      id,
      provider: provider.name,
      status: 'stored',
      from_address: mail.from,
      to_address: mail.to,
      bcc: mail.bcc ?? null,
      reply_to: mail.replyTo ?? null,
      ...content,
      template: mail.template ?? null,
      lang: lang ?? null,
      variables: mail.variables ?? {},
    });
    return this.deliver(id, provider, {
      from: mail.from,
      to: mail.to,
      bcc: mail.bcc,
      replyTo: mail.replyTo,
      ...content,
    });
  }

  /**
   * Delivers a failed mail again, as it was stored, through the provider in use now. Undefined
   * when the mail is not failed (any more): it is claimed first, so two resends never both deliver.
   */
  async resend(id: string): Promise<MailSendResult | undefined> {
    const provider = await this.provider();
    const mail = await claimFailedOutboxMail(this.db, id, provider.name);
    if (!mail) return undefined;
    return this.deliver(id, provider, {
      from: mail.from_address,
      to: mail.to_address,
      bcc: mail.bcc ?? undefined,
      replyTo: mail.reply_to ?? undefined,
      subject: mail.subject,
      html: mail.html,
      text: mail.text,
    });
  }

  /** Hands the outbox row's mail to the provider and records how it went; never throws for a refusal. */
  private async deliver(id: string, provider: MailProvider, mail: RenderedMail): Promise<MailSendResult> {
    let providerMessageId: string | undefined;
    try {
      ({ providerMessageId } = await provider.send(mail));
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      await markOutboxMailFailed(this.db, id, reason);
      return { id, status: 'failed', error: reason };
    }
    if (provider.name === 'outbox') return { id, status: 'stored' };
    await markOutboxMailSent(this.db, id, providerMessageId);
    return { id, status: 'sent' };
  }

  /** Sends a stored template (activation, welcome, …) from the no-reply address. */
  async sendTemplate(
    name: string,
    options: { to: string; lang?: string; variables?: MailVariables; bcc?: string; replyTo?: string },
  ): Promise<MailSendResult> {
    // The schema wants a subject; the template's own, rendered, replaces this one.
    return this.send({ ...options, from: await this.defaultSender(), subject: name, template: name });
  }

  /** `"EMAIL_NOREPLY_NAME" <EMAIL_NOREPLY>` from the settings, or noreply@localhost before setup. */
  async defaultSender(): Promise<string> {
    const address = (await this.settings.get<string>('EMAIL_NOREPLY'))?.trim();
    if (!address) return FALLBACK_SENDER;
    const name = (await this.settings.get<string>('EMAIL_NOREPLY_NAME'))?.replace(/["\\\r\n]/g, '').trim();
    return name ? `"${name}" <${address}>` : address;
  }

  /** The latest outbox rows addressed to `to`, newest first. */
  latestFor(to: string, limit = 10): Promise<MailOutboxRow[]> {
    return latestOutboxMailsTo(this.db, to, limit);
  }

  /** The content to send, and the language of the template it came from. */
  private async compose(mail: MailSend): Promise<{ content: MailContent; lang: string | undefined }> {
    if (!mail.template) {
      return {
        content: { subject: mail.subject, html: mail.html ?? '', text: mail.text ?? '' },
        lang: mail.lang,
      };
    }
    const template = await findMailTemplate(this.db, mail.template, mail.lang ?? FALLBACK_MAIL_LANG);
    if (!template) throw new AppError('mail.template.not.found', { field: 'template' });
    const siteName = (await this.settings.get<string>('WEBSITE_NAME')) ?? '';
    const content = renderTemplate(template, { siteName, ...mail.variables });
    return { content, lang: template.lang };
  }
}
