import { v7 as uuidv7 } from 'uuid';
import type { MailSendInput, MailVariables } from '@/core/shared/mail-send';
import type { Db } from '../db/database';
import type { SettingsService } from '../settings/settings-service';
import { composeMail } from './compose-mail';
import {
  type AttemptOutcome,
  attemptDelivery,
  DEFAULT_RETRY_POLICY,
  deliverDueBatch,
  type RetryPolicy,
} from './mail-delivery';
import { MailDeliveryWorker } from './mail-delivery-worker';
import {
  insertOutboxMail,
  latestOutboxMailsTo,
  type MailOutboxRow,
  requeueFailedOutboxMail,
} from './mail-outbox-repository';
import { hasDueMail } from './mail-queue-repository';
import type { MailStatus } from './mail-tables';
import type { MailProvider, RenderedMail } from './providers/mail-provider';
import { createMailjetProvider, type MailjetAccount } from './providers/mailjet-provider';
import { createOutboxProvider } from './providers/outbox-provider';
import { createSmtpProvider } from './providers/smtp-provider';

export interface MailServiceOptions {
  db: Db;
  settings: SettingsService;
  config: {
    SMTP_URL?: string | undefined;
    MAILJET_API_URL: string;
    MAIL_RETRY_BASE_MS?: number;
    MAIL_RETRY_MAX_MS?: number;
    MAIL_MAX_ATTEMPTS?: number;
    MAIL_POLL_MS?: number;
  };
  /** How long an attempt owns its mail before another process may take it: 5 minutes unless given. */
  leaseMs?: number;
  /** Where delivery attempts that failed, and the worker's own errors, are reported. */
  log?: { warn(details: object, message: string): void; error(details: object, message: string): void };
}

export interface MailSendResult {
  id: string;
  /** `queued` for delivery in the background, `stored` by the outbox provider; `sendNow`: how it went. */
  status: MailStatus;
  /** The provider's reason when `status` is 'failed'. */
  error?: string;
}

const FALLBACK_SENDER = 'noreply@localhost';

/**
 * Sends mail through one provider: SMTP when `SMTP_URL` is set, else Mailjet when its key and
 * secret are set, else the outbox. Every accepted mail gets an outbox row, queued; a worker
 * (`start`, `drain`) delivers it in the background and tries again with a growing delay while the
 * provider fails: nothing acknowledged is ever lost, and no request waits on a provider.
 */
export class MailService {
  private readonly db: Db;
  private readonly settings: SettingsService;
  private readonly config: MailServiceOptions['config'];
  private readonly smtp: MailProvider | undefined;
  private readonly outbox = createOutboxProvider();
  private readonly retry: RetryPolicy;
  private readonly worker: MailDeliveryWorker;

  constructor(options: MailServiceOptions) {
    this.db = options.db;
    this.settings = options.settings;
    this.config = options.config;
    // SMTP_URL comes from the environment, fixed for the process; Mailjet keys are settings, read per mail.
    this.smtp = options.config.SMTP_URL ? createSmtpProvider(options.config.SMTP_URL) : undefined;
    const { config, log } = options;
    const reportAttempt = (row: MailOutboxRow, outcome: AttemptOutcome) => {
      const details = { mailId: row.id, attempts: row.attempts, error: outcome.error };
      if (outcome.status === 'queued') log?.warn(details, 'mail delivery failed; it will be tried again');
      if (outcome.status === 'failed') log?.error(details, 'mail delivery failed for the last time');
    };
    this.retry = {
      baseMs: config.MAIL_RETRY_BASE_MS ?? DEFAULT_RETRY_POLICY.baseMs,
      maxMs: config.MAIL_RETRY_MAX_MS ?? DEFAULT_RETRY_POLICY.maxMs,
      maxAttempts: config.MAIL_MAX_ATTEMPTS ?? DEFAULT_RETRY_POLICY.maxAttempts,
      leaseMs: options.leaseMs ?? DEFAULT_RETRY_POLICY.leaseMs,
    };
    this.worker = new MailDeliveryWorker({
      pollMs: config.MAIL_POLL_MS ?? 5_000,
      hasDue: () => hasDueMail(this.db),
      deliverBatch: () => deliverDueBatch(this.db, () => this.provider(), this.retry, reportAttempt),
      onError: (error) => log?.error({ err: error }, 'mail delivery worker failed'),
    });
  }

  /** Delivers queued mail in the background from now on: on a timer, and at once after a send. */
  start(): void {
    this.worker.start();
  }

  /** Stops the background delivery; resolves once the attempt under way is recorded. */
  stop(): Promise<void> {
    return this.worker.stop();
  }

  /** Delivers every mail due now, here; resolves when none is left (a later retry is not due). */
  drain(): Promise<void> {
    return this.worker.drain();
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
   * Validates, renders (from the stored template when `template` is given) and records the mail,
   * queued for delivery in the background (or `stored` by the outbox provider), and answers at
   * once. Throws an AppError for bad input, an unknown template or a missing variable, writing
   * nothing; delivery failures are the worker's to retry, never the caller's.
   */
  async send(input: MailSendInput): Promise<MailSendResult> {
    const provider = await this.provider();
    const status = provider.name === 'outbox' ? 'stored' : 'queued';
    const { id } = await this.record(input, provider.name, status);
    if (status === 'queued') this.worker.wake();
    return { id, status };
  }

  /**
   * Like `send`, but tries the provider once, in this call, and answers how it went: `sent`,
   * `stored` or `failed` with the provider's reason, not retried. For the admin's test mail,
   * whose point is to check the provider.
   */
  async sendNow(input: MailSendInput): Promise<MailSendResult> {
    const provider = await this.provider();
    if (provider.name === 'outbox') return this.send(input);
    // Leased to this call, so that no worker takes it meanwhile; should this process die, one will.
    const { id, mail } = await this.record(input, provider.name, 'sending');
    const outcome = await attemptDelivery(this.db, provider, id, mail, 1, { ...this.retry, maxAttempts: 1 });
    return { id, ...outcome };
  }

  /**
   * Queues a failed mail again, as it was stored, for the provider in use now, its attempts
   * counted afresh. Undefined when the mail is not failed (any more): two resends never both queue.
   */
  async resend(id: string): Promise<MailSendResult | undefined> {
    const provider = await this.provider();
    const mail = await requeueFailedOutboxMail(this.db, id, provider.name);
    if (!mail) return undefined;
    if (mail.status === 'queued') this.worker.wake();
    return { id, status: mail.status };
  }

  /** Sends a stored template (activation, welcome, …) from the no-reply address. */
  async sendTemplate(
    name: string,
    options: { to: string; lang?: string; variables?: MailVariables; bcc?: string; replyTo?: string },
  ): Promise<MailSendResult> {
    // The schema wants a subject; the template's own, rendered, replaces this one.
    return this.send({ ...options, from: await this.defaultSender(), subject: name, template: name });
  }

  /**
   * Like `sendTemplate`, but writes the outbox row in the caller's transaction: the mail is
   * queued if and only if the transaction commits (an alert and the change it tells of). The
   * worker finds it at its next look, or at once when `wake` is called after the commit.
   */
  async queueTemplateWithin(
    trx: Db,
    name: string,
    options: { to: string; lang?: string; variables?: MailVariables; unsubscribeUrl?: string },
  ): Promise<void> {
    const provider = await this.provider();
    const input = { ...options, from: await this.defaultSender(), subject: name, template: name };
    const { row } = await composeMail(trx, this.settings, input);
    const status = provider.name === 'outbox' ? 'stored' : 'queued';
    await insertOutboxMail(
      trx,
      { id: uuidv7(), provider: provider.name, status, ...row },
      this.retry.leaseMs,
    );
  }

  /** Delivers queued mail now rather than at the worker's next look. */
  wake(): void {
    this.worker.wake();
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

  /** Validates, renders and writes the outbox row; answers its id and the mail as it will leave. */
  private async record(
    input: MailSendInput,
    provider: MailProvider['name'],
    status: 'stored' | 'queued' | 'sending',
  ): Promise<{ id: string; mail: RenderedMail }> {
    const { row, mail } = await composeMail(this.db, this.settings, input);
    const id = uuidv7();
    await insertOutboxMail(this.db, { id, provider, status, ...row }, this.retry.leaseMs);
    return { id, mail };
  }
}
