import type { FastifyInstance } from 'fastify';
import type { RouteDeps } from '@/core/server/module';
import { mountOneClickUnsubscribe } from '../unsubscribe-routes';
import { shortlistCalendar } from './shortlist-calendar';
import {
  dispatchDeadlineReminders,
  SHORTLIST_REMINDER_UNSUBSCRIBE_PATH,
  TRACKER_PAGE_PATH,
} from './shortlist-reminder-dispatch';
import { stopRemindersByToken } from './shortlist-tracker-repository';

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

  mountOneClickUnsubscribe(app, {
    path: SHORTLIST_REMINDER_UNSUBSCRIBE_PATH,
    pagePath: TRACKER_PAGE_PATH,
    stop: (token) => stopRemindersByToken(db, token),
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
