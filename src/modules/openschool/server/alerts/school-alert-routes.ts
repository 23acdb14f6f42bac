import type { FastifyInstance } from 'fastify';
import { TABLE_TOPIC_PREFIX } from '@/core/server/db/change-triggers';
import type { RouteDeps } from '@/core/server/module';
import { mountOneClickUnsubscribe } from '../unsubscribe-routes';
import { dispatchSchoolAlerts, SCHOOL_ALERT_UNSUBSCRIBE_PATH } from './school-alert-dispatch';
import { unsubscribeByToken } from './school-alert-repository';

/** Where an unsubscribe link leads: the alerts page, saying what happened. */
export const SCHOOL_ALERTS_PAGE_PATH = '/alerts';

/**
 * The alerts' unsubscribe link, and their sending: every change of a followed school's fees or
 * status is told when the database records it (a topic of the change feed, heard in every
 * process), and once at start for what a stopped process left.
 */
export function mountSchoolAlertRoutes(app: FastifyInstance, { changes, db }: RouteDeps): void {
  mountOneClickUnsubscribe(app, {
    path: SCHOOL_ALERT_UNSUBSCRIBE_PATH,
    pagePath: SCHOOL_ALERTS_PAGE_PATH,
    stop: (token) => unsubscribeByToken(db, token),
  });

  let running: Promise<void> | null = null;
  let again = false;
  const dispatch = () => {
    if (running) {
      again = true;
      return;
    }
    running = (async () => {
      do {
        again = false;
        try {
          await dispatchSchoolAlerts({ db, mail: app.mail, settings: app.settings });
        } catch (error) {
          app.log.error({ err: error }, 'school alerts not sent; they wait for the next change');
        }
      } while (again);
    })().finally(() => {
      running = null;
    });
  };
  const unsubscribe = changes.subscribe(`${TABLE_TOPIC_PREFIX}school_change_alert`, dispatch);
  app.addHook('onReady', async () => dispatch());
  app.addHook('onClose', async () => {
    unsubscribe();
    await running;
  });
}
