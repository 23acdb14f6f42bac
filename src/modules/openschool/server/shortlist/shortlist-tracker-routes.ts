import type { FastifyInstance } from 'fastify';
import type { RouteDeps } from '../../../../core/server/module';
import { shortlistCalendar } from './shortlist-calendar';
import {
  dispatchDeadlineReminders,
  SHORTLIST_REMINDER_UNSUBSCRIBE_PATH,
  TRACKER_PAGE_PATH,
} from './shortlist-reminder-dispatch';
import { stopRemindersByToken } from './shortlist-tracker-repository';

const TOKEN = /^[A-Za-z0-9_-]{1,200}$/;
const CALENDAR_FILE = /^([A-Za-z0-9_-]{1,200})\.ics$/;

/** How often the reminders are looked for: a deadline is a day, so hourly is on time. */
export const REMINDER_INTERVAL_MS = 60 * 60 * 1000;

/**
 * The tracker's addresses outside GraphQL (the private calendar feed, the reminders' one-click
 * unsubscribe) and the reminders' sending: at start, then every hour, each process; the table
 * of reminders sent keeps two processes from telling a deadline twice.
 */
export function mountShortlistTrackerRoutes(app: FastifyInstance, { db }: RouteDeps): void {
  // Calendar apps poll this address with no session: the token is the only key.
  app.get<{ Params: { file: string } }>('/api/shortlist-calendar/:file', async (request, reply) => {
    const token = CALENDAR_FILE.exec(request.params.file)?.[1];
    const calendar = token
      ? await shortlistCalendar({ db, settings: app.settings }, token, new Date())
      : undefined;
    if (calendar === undefined) {
      return reply.status(404).send({ success: false, code: 'token.invalid' });
    }
    return reply
      .header('content-type', 'text/calendar; charset=utf-8')
      .header('cache-control', 'private, no-store')
      .header('x-robots-tag', 'noindex')
      .send(calendar);
  });

  const stop = async (token: string) => TOKEN.test(token) && (await stopRemindersByToken(db, token));
  app.get<{ Params: { token: string } }>(
    `${SHORTLIST_REMINDER_UNSUBSCRIBE_PATH}/:token`,
    async (request, reply) => {
      const stopped = await stop(request.params.token);
      return reply.redirect(`${TRACKER_PAGE_PATH}?${stopped ? 'stopped=1' : 'error=token.invalid'}`, 303);
    },
  );
  // The mail client's own button (RFC 8058), as for the fee alerts.
  void app.register(async (scope) => {
    scope.addContentTypeParser(
      ['application/x-www-form-urlencoded', 'multipart/form-data'],
      { parseAs: 'string', bodyLimit: 1024 },
      (_request, body, done) => done(null, body),
    );
    scope.post<{ Params: { token: string } }>(
      `${SHORTLIST_REMINDER_UNSUBSCRIBE_PATH}/:token`,
      async (request, reply) => {
        const stopped = await stop(request.params.token);
        return reply
          .status(stopped ? 200 : 404)
          .send({ success: stopped, code: stopped ? null : 'token.invalid' });
      },
    );
  });

  let running: Promise<void> | null = null;
  const remind = () => {
    if (running) return;
    running = dispatchDeadlineReminders({ db, mail: app.mail, settings: app.settings }, today())
      .then(() => undefined)
      .catch((error: unknown) => {
        app.log.error({ err: error }, 'deadline reminders not sent; they are tried again within the hour');
      })
      .finally(() => {
        running = null;
      });
  };
  let timer: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    remind();
    timer = setInterval(remind, REMINDER_INTERVAL_MS);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await running;
  });
}

/** Today in UTC: a deadline's day is the school's, and a reminder a day early does no harm. */
const today = () => new Date().toISOString().slice(0, 10);
