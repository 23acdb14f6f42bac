import net, { type AddressInfo } from 'node:net';
import { sql } from 'kysely';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { graphql } from '@/core/client/graphql/public-graphql';
import { type Database, openDatabase } from '@/core/server/db/database';
import { MailService } from '@/core/server/mail/mail-service';
import type { MailTables } from '@/core/server/mail/mail-tables';
import { CORE_SETTINGS } from '@/core/server/settings/core-settings';
import { SettingsService } from '@/core/server/settings/settings-service';
import { lastMail, solveCaptcha, uniqueEmail } from './support/account-helpers';
import { startTestApp, type TestApp } from './support/test-app';
import { ENGINES, openTestDatabase, type TestDatabase } from './support/test-database';

const REGISTER = graphql(
  'mutation ($input: AccountInput!) { register(input: $input) { success code field } }',
);

/** A port nothing listens on (yet): the SMTP server is down. */
async function freePort(): Promise<number> {
  const probe = net.createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}

/** A real SMTP server on `port`, counting the messages each recipient got. */
async function startSmtpServer(port = 0) {
  const received: string[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      stream.on('data', () => {});
      stream.on('end', () => {
        received.push(...session.envelope.rcptTo.map((to) => to.address));
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    url: `smtp://127.0.0.1:${(server.server.address() as AddressInfo).port}`,
    received,
    timesTo: (address: string) => received.filter((to) => to === address).length,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

describe.each(ENGINES)('mail delivered from the outbox on %s', (engine) => {
  describe('while the SMTP server is down', () => {
    let api: TestApp;
    let port: number;
    beforeAll(async () => {
      port = await freePort();
      // Retries 50 ms apart: the test waits for the outcome, not for the default 30 s.
      // Its failed attempts are logged as warnings: expected here, not worth printing.
      api = await startTestApp(engine, {
        SMTP_URL: `smtp://127.0.0.1:${port}`,
        MAIL_RETRY_BASE_MS: '50',
        LOG_LEVEL: 'error',
      });
    });
    afterAll(() => api?.close());

    it('answers a registration at once, and the activation mail leaves exactly once when it is back', async () => {
      const email = uniqueEmail('queued');
      const answer = await api.graphql(REGISTER, {
        variables: { input: { email, password: 'relocating family 2027', captcha: await solveCaptcha(api) } },
      });
      expect(answer.data?.register).toMatchObject({ success: true });
      expect(await lastMail(api, email)).toMatchObject({ template: 'activation', provider: 'smtp' });

      await api.app.mail.drain();
      const waiting = await lastMail(api, email);
      expect(waiting).toMatchObject({ status: 'queued', sent_at: null });
      expect(waiting?.attempts).toBeGreaterThanOrEqual(1);
      expect(waiting?.error).toMatch(/ECONNREFUSED|connect/i);

      const smtp = await startSmtpServer(port);
      try {
        await vi.waitFor(
          async () => {
            await api.app.mail.drain();
            expect((await lastMail(api, email))?.status).toBe('sent');
          },
          { timeout: 15_000, interval: 50 },
        );
        await api.app.mail.drain();
        expect(smtp.timesTo(email)).toBe(1);
        expect(await lastMail(api, email)).toMatchObject({ status: 'sent', error: null, locked_until: null });
      } finally {
        await smtp.close();
      }
    });
  });

  describe('with several workers on one database', () => {
    let database: TestDatabase;
    let second: Database;
    let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
    const services: MailService[] = [];

    /** A mail service as each process of the app has one; on PostgreSQL, over its own pool. */
    const service = (db: Database, config: Record<string, number> = {}) => {
      const settings = new SettingsService(db.db, CORE_SETTINGS);
      const mail = new MailService({
        db: db.db,
        settings,
        config: { SMTP_URL: smtp.url, MAILJET_API_URL: 'http://unused', ...config },
      });
      services.push(mail);
      return mail;
    };
    const rowsTo = (to: string[]) =>
      database.db
        .withTables<MailTables>()
        .selectFrom('mail_outbox')
        .selectAll()
        .where('to_address', 'in', to)
        .execute();

    beforeAll(async () => {
      database = await openTestDatabase(engine);
      second = database.url ? await openDatabase({ DATABASE_URL: database.url, DATA_DIR: '' }) : database;
      smtp = await startSmtpServer();
    });
    afterAll(async () => {
      for (const mail of services) await mail.stop();
      await smtp?.close();
      if (second !== database) await second?.close();
      await database?.close();
    });

    /** Queues mails without delivering them: their sender's own worker is stopped. */
    async function queue(count: number): Promise<string[]> {
      const producer = service(database);
      await producer.stop();
      const recipients = Array.from({ length: count }, () => uniqueEmail('many'));
      for (const to of recipients) {
        expect(
          await producer.send({ from: 'noreply@example.com', to, subject: 'Hello', text: 'x' }),
        ).toMatchObject({
          status: 'queued',
        });
      }
      return recipients;
    }

    it('delivers each mail once when two workers drain the queue together', async () => {
      const recipients = await queue(30);
      const one = service(database);
      const two = service(second);
      await Promise.all([one.drain(), two.drain(), one.drain(), two.drain()]);
      for (const to of recipients) expect(smtp.timesTo(to)).toBe(1);
      const rows = await rowsTo(recipients);
      expect(rows.map((row) => [row.status, row.attempts])).toEqual(recipients.map(() => ['sent', 1]));
    });

    it('takes over a mail whose lease ran out (its process died), but not one still leased', async () => {
      const [lost, leased] = await queue(2);
      const outbox = database.db.withTables<MailTables>();
      const lease = async (to: string, lockedUntil: ReturnType<typeof sql<Date>>) =>
        outbox
          .updateTable('mail_outbox')
          .set({ status: 'sending', attempts: 1, locked_until: lockedUntil })
          .where('to_address', '=', to)
          .execute();
      await lease(lost!, sql<Date>`now() - interval '1 second'`);
      await lease(leased!, sql<Date>`now() + interval '1 hour'`);

      await service(second).drain();
      expect(smtp.timesTo(lost!)).toBe(1);
      expect(smtp.timesTo(leased!)).toBe(0);
      const rows = await rowsTo([lost!, leased!]);
      expect(rows.find((row) => row.to_address === lost)).toMatchObject({ status: 'sent', attempts: 2 });
      expect(rows.find((row) => row.to_address === leased)).toMatchObject({ status: 'sending', attempts: 1 });
    });

    it('gives a mail up as failed after the last attempt, and an admin resend queues it again', async () => {
      const down = `smtp://127.0.0.1:${await freePort()}`;
      const settings = new SettingsService(database.db, CORE_SETTINGS);
      const failing = new MailService({
        db: database.db,
        settings,
        config: {
          SMTP_URL: down,
          MAILJET_API_URL: 'http://unused',
          MAIL_RETRY_BASE_MS: 0,
          MAIL_MAX_ATTEMPTS: 3,
        },
      });
      services.push(failing);
      const to = uniqueEmail('given-up');
      const { id } = await failing.send({ from: 'noreply@example.com', to, subject: 'Hi', text: 'x' });
      await failing.drain();
      const [row] = await rowsTo([to]);
      expect(row).toMatchObject({ id, status: 'failed', attempts: 3, next_attempt_at: null });
      expect(row?.error).toMatch(/ECONNREFUSED|connect/i);

      const working = service(database);
      expect(await working.resend(id)).toEqual({ id, status: 'queued' });
      expect(await working.resend(id)).toBeUndefined();
      await working.drain();
      expect(smtp.timesTo(to)).toBe(1);
      expect((await rowsTo([to]))[0]).toMatchObject({ status: 'sent', attempts: 1, error: null });
    });
  });
});
