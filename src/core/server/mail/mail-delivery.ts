import type { Db } from '../db/database';
import {
  type MailOutboxRow,
  markOutboxMailFailed,
  markOutboxMailSent,
  markOutboxMailStored,
  scheduleOutboxMailRetry,
} from './mail-outbox-repository';
import { claimDueMails } from './mail-queue-repository';
import type { MailProvider, RenderedMail } from './providers/mail-provider';

/** How often and how long a mail is tried. */
export interface RetryPolicy {
  /** Delay after the first failed attempt; each further one doubles it, up to `maxMs`. */
  baseMs: number;
  maxMs: number;
  /** Attempts before the mail is given up as `failed`. */
  maxAttempts: number;
  /** How long an attempt owns its mail; longer than any provider's timeouts (SMTP's add up to ~50 s). */
  leaseMs: number;
}

export const DEFAULT_RETRY_POLICY: RetryPolicy = {
  baseMs: 30_000,
  maxMs: 3_600_000,
  maxAttempts: 10,
  leaseMs: 5 * 60_000,
};

/** Mails one claim takes: few, so that other processes share a burst. */
const BATCH_SIZE = 10;

/** The wait before the next attempt of a mail tried `attempts` times: base · 2^(attempts−1), capped. */
export function retryDelayMs(attempts: number, policy: Pick<RetryPolicy, 'baseMs' | 'maxMs'>): number {
  return Math.min(policy.baseMs * 2 ** Math.max(0, attempts - 1), policy.maxMs);
}

export interface AttemptOutcome {
  status: 'sent' | 'stored' | 'queued' | 'failed';
  error?: string;
}

/** The mail as stored, ready for a provider. */
export function renderedOf(row: MailOutboxRow): RenderedMail {
  return {
    from: row.from_address,
    to: row.to_address,
    bcc: row.bcc ?? undefined,
    replyTo: row.reply_to ?? undefined,
    unsubscribeUrl: row.unsubscribe_url ?? undefined,
    subject: row.subject,
    html: row.html,
    text: row.text,
  };
}

/**
 * One attempt at a mail leased to the caller, recorded in its row: sent; stored when the
 * provider is now the outbox; else queued for a later attempt, or failed once `attempts` reaches
 * `maxAttempts` (0 gives up at the first failure). Never throws for a provider's refusal.
 */
export async function attemptDelivery(
  db: Db,
  provider: MailProvider,
  id: string,
  mail: RenderedMail,
  attempts: number,
  policy: Pick<RetryPolicy, 'baseMs' | 'maxMs' | 'maxAttempts'>,
): Promise<AttemptOutcome> {
  if (provider.name === 'outbox') {
    await markOutboxMailStored(db, id);
    return { status: 'stored' };
  }
  let providerMessageId: string | undefined;
  try {
    ({ providerMessageId } = await provider.send(mail));
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    if (attempts >= policy.maxAttempts) {
      await markOutboxMailFailed(db, id, provider.name, reason);
      return { status: 'failed', error: reason };
    }
    await scheduleOutboxMailRetry(db, id, provider.name, reason, retryDelayMs(attempts, policy));
    return { status: 'queued', error: reason };
  }
  await markOutboxMailSent(db, id, provider.name, providerMessageId);
  return { status: 'sent' };
}

/**
 * Claims up to a batch of due mails and tries each, one after the other (a provider sees no
 * burst), through the provider in use now. Answers how many it claimed: 0 when none was due.
 */
export async function deliverDueBatch(
  db: Db,
  provider: () => Promise<MailProvider>,
  policy: RetryPolicy,
  onAttempt?: (row: MailOutboxRow, outcome: AttemptOutcome) => void,
): Promise<number> {
  const rows = await claimDueMails(db, BATCH_SIZE, policy.leaseMs);
  for (const row of rows) {
    const outcome = await attemptDelivery(
      db,
      await provider(),
      row.id,
      renderedOf(row),
      row.attempts,
      policy,
    );
    onAttempt?.(row, outcome);
  }
  return rows.length;
}
