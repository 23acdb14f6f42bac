import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { countAll } from '@/core/server/db/count';
import type { Database } from '@/core/server/db/database';
import { MailService } from '@/core/server/mail/mail-service';
import type { MailTables } from '@/core/server/mail/mail-tables';
import { listMailjetTemplates } from '@/core/server/mail/providers/mailjet-provider';
import { CORE_SETTINGS } from '@/core/server/settings/core-settings';
import { SettingsService } from '@/core/server/settings/settings-service';
import { type MailjetFake, startMailjetFake } from '../fakes/mailjet-fake';
import { ENGINES, openTestDatabase } from './support/test-database';

const MAILJET = { apiKey: 'mj-test-key', apiSecret: 'mj-test-secret' };
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** A unique recipient per test, so tests never see each other's mail. */
const recipient = (label: string) => `${label}-${randomUUID().slice(0, 8)}@example.com`;

/** A real SMTP server on a free port, keeping each message as received, raw. */
async function startSmtpServer(options: { refuse?: string } = {}) {
  const messages: { recipients: string[]; raw: string }[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onRcptTo(address, _session, callback) {
      if (address.address !== options.refuse) return callback();
      callback(Object.assign(new Error('Mailbox unavailable'), { responseCode: 550 }));
    },
    onData(stream, session, callback) {
      let raw = '';
      stream.on('data', (chunk) => {
        raw += chunk;
      });
      stream.on('end', () => {
        messages.push({ recipients: session.envelope.rcptTo.map((to) => to.address), raw });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

describe.each(ENGINES)('mail on %s', (engine) => {
  let database: Database;
  let settings: SettingsService;
  let mailjet: MailjetFake;

  const mailService = (config: { SMTP_URL?: string; MAIL_MAX_ATTEMPTS?: number } = {}) =>
    new MailService({ db: database.db, settings, config: { MAILJET_API_URL: mailjet.url, ...config } });
  const configureMailjet = async (credentials: { apiKey: string; apiSecret: string } | undefined) => {
    await settings.set('MAILJET_API_KEY', credentials?.apiKey ?? '');
    await settings.set('MAILJET_API_SECRET', credentials?.apiSecret ?? '');
  };
  const outboxSize = async () => {
    const row = await database.db
      .withTables<MailTables>()
      .selectFrom('mail_outbox')
      .select(countAll().as('n'))
      .executeTakeFirstOrThrow();
    return row.n;
  };

  beforeAll(async () => {
    database = await openTestDatabase(engine);
    settings = new SettingsService(database.db, CORE_SETTINGS);
    mailjet = await startMailjetFake(MAILJET);
  });
  afterAll(async () => {
    await mailjet?.close();
    await database?.close();
  });
  beforeEach(async () => {
    await configureMailjet(undefined);
    await settings.set('WEBSITE_NAME', 'Schools & Co');
    // Settings cannot be unset through the service (an email must be valid), so the row goes.
    await database.db
      .deleteFrom('setting')
      .where('key', 'in', ['EMAIL_NOREPLY', 'EMAIL_NOREPLY_NAME'])
      .execute();
  });

  it('stores a rendered template mail in the outbox, escaped in HTML only, and sends it nowhere', async () => {
    const mail = mailService();
    const to = recipient('outbox');
    const result = await mail.send({
      from: 'noreply@example.com',
      to,
      subject: 'ignored: the template has its own',
      template: 'welcome',
      variables: { username: '<b>Ann</b>' },
    });
    expect(result).toEqual({ id: expect.stringMatching(UUID), status: 'stored' });
    const [row] = await mail.latestFor(to.toUpperCase());
    expect(row).toMatchObject({ id: result.id, provider: 'outbox', status: 'stored', template: 'welcome' });
    expect(row?.subject).toBe('Welcome to Schools & Co, <b>Ann</b>!');
    expect(row?.html).toContain('Hello &lt;b&gt;Ann&lt;/b&gt;,');
    expect(row?.html).toContain('Welcome to Schools &amp; Co!');
    expect(row?.text).toContain('Hello <b>Ann</b>,');
    expect(row?.variables).toEqual({ username: '<b>Ann</b>' });
    expect(row?.sent_at).toBeNull();
    expect(mailjet.received).toHaveLength(0);
  });

  it('falls back to the English template for a language without one (Swahili)', async () => {
    const mail = mailService();
    const to = recipient('fallback');
    await mail.send({
      from: 'noreply@example.com',
      to,
      subject: 'x',
      template: 'PASSWORD-RESET',
      lang: 'SW',
      variables: { link: 'https://schools.example/reset?token=a&b', siteName: 'Given Name' },
    });
    const [row] = await mail.latestFor(to);
    expect(row).toMatchObject({ template: 'password-reset', lang: 'en' });
    expect(row?.subject).toBe('Reset your Given Name password');
    expect(row?.html).toContain('href="https://schools.example/reset?token=a&amp;b"');
    expect(row?.text).toContain('https://schools.example/reset?token=a&b');
  });

  it.each([
    ['a missing recipient', { to: undefined }, 'to.required'],
    ['a blank subject', { subject: ' ' }, 'subject.required'],
    ['an unknown template', { template: 'no-such-template' }, 'mail.template.not.found'],
    ['a missing variable', { template: 'activation', variables: {} }, 'mail.variable.missing'],
  ])('refuses %s and writes nothing', async (_case, change, code) => {
    const before = await outboxSize();
    const input = {
      from: 'noreply@example.com',
      to: recipient('invalid'),
      subject: 'Hi',
      text: 'Hi',
      ...change,
    };
    await expect(mailService().send(input as never)).rejects.toMatchObject({ code });
    expect(await outboxSize()).toBe(before);
  });

  it('queues a mail for SMTP when SMTP_URL is set, delivers it in the background and records it as sent', async () => {
    const smtp = await startSmtpServer();
    try {
      await configureMailjet(MAILJET); // SMTP wins even when Mailjet is configured.
      const mail = mailService({ SMTP_URL: smtp.url });
      const to = recipient('smtp');
      const text = 'Plain words for the SMTP test.';
      const result = await mail.send({
        from: 'noreply@example.com',
        to,
        subject: 'SMTP check',
        text,
        html: '<p>Hi</p>',
      });
      expect(result).toEqual({ id: expect.any(String), status: 'queued' });
      await mail.drain();
      expect(smtp.messages).toHaveLength(1);
      expect(smtp.messages[0]?.recipients).toEqual([to]);
      expect(smtp.messages[0]?.raw).toContain('Subject: SMTP check');
      expect(smtp.messages[0]?.raw).toContain(`To: ${to}`);
      expect(smtp.messages[0]?.raw).toContain(text);
      const [row] = await mail.latestFor(to);
      expect(row).toMatchObject({ provider: 'smtp', status: 'sent', error: null });
      expect(row?.sent_at).toBeInstanceOf(Date);
      expect(row?.provider_message_id).toMatch(/^<.+>$/);
      expect(mailjet.received).toHaveLength(0);
    } finally {
      await smtp.close();
    }
  });

  it('gives a mail that one click stops the List-Unsubscribe headers, through SMTP and Mailjet', async () => {
    const smtp = await startSmtpServer();
    const unsubscribeUrl = 'https://schools.example/api/school-alerts/unsubscribe/abc_123';
    const oneClick = { from: 'noreply@example.com', subject: 'Alert', text: 'A change.', unsubscribeUrl };
    try {
      const viaSmtp = mailService({ SMTP_URL: smtp.url });
      await viaSmtp.send({ ...oneClick, to: recipient('unsubscribe') });
      await viaSmtp.drain();
      // Long header lines are folded (RFC 5322): read them unfolded.
      const headers = smtp.messages[0]!.raw.split('\r\n\r\n')[0]!.replace(/\r\n[ \t]+/g, ' ');
      expect(headers).toContain(`List-Unsubscribe: <${unsubscribeUrl}>`);
      expect(headers).toContain('List-Unsubscribe-Post: List-Unsubscribe=One-Click');
    } finally {
      await smtp.close();
    }
    await configureMailjet(MAILJET);
    const viaMailjet = mailService();
    await viaMailjet.send({ ...oneClick, to: recipient('unsubscribe') });
    await viaMailjet.drain();
    expect(mailjet.received.at(-1)?.Headers).toEqual({
      'List-Unsubscribe': `<${unsubscribeUrl}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });
    // Not an address a mail client could post to: refused, nothing recorded.
    await expect(
      viaMailjet.send({ ...oneClick, to: recipient('unsubscribe'), unsubscribeUrl: 'javascript:alert(1)' }),
    ).rejects.toMatchObject({ code: 'url.invalid' });
  });

  it('keeps the reason of a mail the SMTP server refuses, and tries it again later', async () => {
    const to = recipient('refused');
    const smtp = await startSmtpServer({ refuse: to });
    try {
      const mail = mailService({ SMTP_URL: smtp.url });
      const result = await mail.send({ from: 'noreply@example.com', to, subject: 'Refused', text: 'x' });
      expect(result).toEqual({ id: expect.any(String), status: 'queued' });
      await mail.drain();
      const [row] = await mail.latestFor(to);
      expect(row).toMatchObject({
        id: result.id,
        provider: 'smtp',
        status: 'queued',
        attempts: 1,
        sent_at: null,
      });
      expect(row?.error).toContain('Mailbox unavailable');
      // The next attempt waits 30 s: nothing is due now.
      expect(row!.next_attempt_at!.getTime()).toBeGreaterThan(Date.now() + 20_000);
      expect(smtp.messages).toHaveLength(0);
    } finally {
      await smtp.close();
    }
  });

  it('delivers through Mailjet when its key and secret are set', async () => {
    await configureMailjet(MAILJET);
    await settings.set('EMAIL_NOREPLY', 'NoReply@Schools.example');
    await settings.set('EMAIL_NOREPLY_NAME', 'Schools Team');
    const mail = mailService();
    const to = recipient('mailjet');
    const result = await mail.sendTemplate('account-close', {
      to,
      variables: { link: 'https://x.example/c' },
    });
    expect(result).toEqual({ id: expect.any(String), status: 'queued' });
    await mail.drain();
    expect(mailjet.received.at(-1)).toMatchObject({
      From: { Email: 'noreply@schools.example', Name: 'Schools Team' },
      To: [{ Email: to }],
      Subject: 'Confirm closing your Schools & Co account',
      TextPart: expect.stringContaining('https://x.example/c'),
      HTMLPart: expect.stringContaining('href="https://x.example/c"'),
    });
    const [row] = await mail.latestFor(to);
    expect(row).toMatchObject({
      provider: 'mailjet',
      status: 'sent',
      from_address: await mail.defaultSender(),
    });
    expect(row?.provider_message_id).toMatch(UUID);
  });

  it('records Mailjet failures with its error, failed after the last attempt', async () => {
    const mail = mailService({ MAIL_MAX_ATTEMPTS: 1 });
    await configureMailjet(MAILJET);
    mailjet.failNext();
    const to = recipient('mailjet-down');
    await mail.send({ from: 'noreply@example.com', to, subject: 'Down', text: 'x' });
    await mail.drain();

    await configureMailjet({ ...MAILJET, apiSecret: 'wrong-secret' });
    await mail.send({ from: 'noreply@example.com', to, subject: 'Refused', text: 'x' });
    await mail.drain();

    const rows = await mail.latestFor(to);
    expect(rows.map((row) => [row.subject, row.status, row.error?.slice(0, 10)])).toEqual([
      ['Refused', 'failed', 'Mailjet 40'],
      ['Down', 'failed', 'Mailjet 50'],
    ]);
  });

  it('switches provider as soon as the settings change, with the same service', async () => {
    const mail = mailService();
    const to = recipient('switch');
    const send = (subject: string) => mail.send({ from: 'noreply@example.com', to, subject, text: subject });
    expect((await mail.provider()).name).toBe('outbox');
    await send('first');
    await configureMailjet(MAILJET);
    await send('second');
    await mail.drain();
    await configureMailjet({ apiKey: MAILJET.apiKey, apiSecret: '' });
    await send('third');
    const rows = await mail.latestFor(to);
    expect(rows.map((row) => [row.subject, row.provider, row.status])).toEqual([
      ['third', 'outbox', 'stored'],
      ['second', 'mailjet', 'sent'],
      ['first', 'outbox', 'stored'],
    ]);
  });

  it('sends account mails from noreply@localhost until the no-reply address is set', async () => {
    const mail = mailService();
    expect(await mail.defaultSender()).toBe('noreply@localhost');
    await settings.set('EMAIL_NOREPLY', 'noreply@schools.example');
    expect(await mail.defaultSender()).toBe('noreply@schools.example');
    await settings.set('EMAIL_NOREPLY_NAME', 'The "Best" Schools');
    expect(await mail.defaultSender()).toBe('"The Best Schools" <noreply@schools.example>');
  });

  it('answers the outcome of a test mail at once, tried once and never again', async () => {
    const mail = mailService();
    await configureMailjet(MAILJET);
    const to = recipient('now');
    const sent = await mail.sendNow({ from: 'noreply@example.com', to, subject: 'Now', text: 'x' });
    expect(sent).toEqual({ id: expect.any(String), status: 'sent' });
    mailjet.failNext();
    const failed = await mail.sendNow({ from: 'noreply@example.com', to, subject: 'Not now', text: 'x' });
    expect(failed).toMatchObject({ status: 'failed', error: 'Mailjet 500: Internal Server Error' });
    await mail.drain();
    const rows = await mail.latestFor(to);
    expect(rows.map((row) => [row.subject, row.status, row.attempts])).toEqual([
      ['Not now', 'failed', 1],
      ['Now', 'sent', 1],
    ]);
  });

  it('lists the Mailjet account templates', async () => {
    const templates = await listMailjetTemplates({ apiUrl: mailjet.url, ...MAILJET });
    expect(templates).toEqual([
      { id: 5001, name: 'Newsletter' },
      { id: 5002, name: 'Welcome' },
    ]);
  });
});
