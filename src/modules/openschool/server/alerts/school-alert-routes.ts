import type { FastifyInstance } from 'fastify';
import { TABLE_TOPIC_PREFIX } from '../../../../core/server/db/change-triggers';
import type { RouteDeps } from '../../../../core/server/module';
import { dispatchSchoolAlerts, SCHOOL_ALERT_UNSUBSCRIBE_PATH } from './school-alert-dispatch';
import { unsubscribeByToken } from './school-alert-repository';

/** Where an unsubscribe link leads: the alerts page, saying what happened. */
export const SCHOOL_ALERTS_PAGE_PATH = '/alerts';

const TOKEN = /^[A-Za-z0-9_-]{1,200}$/;

/**
 * The alerts' unsubscribe link, and their sending: every change of a followed school's fees or
 * status is told when the database records it (a topic of the change feed, heard in every
 * process), and once at start for what a stopped process left.
 */
export function mountSchoolAlertRoutes(app: FastifyInstance, { changes, db }: RouteDeps): void {
  const stop = async (token: string) => TOKEN.test(token) && (await unsubscribeByToken(db, token));
  // One click on the link in the mail, signed in or not; a second click finds nothing and says so.
  app.get<{ Params: { token: string } }>(
    `${SCHOOL_ALERT_UNSUBSCRIBE_PATH}/:token`,
    async (request, reply) => {
      const stopped = await stop(request.params.token);
      return reply.redirect(
        `${SCHOOL_ALERTS_PAGE_PATH}?${stopped ? 'stopped=1' : 'error=token.invalid'}`,
        303,
      );
    },
  );
  // The mail client's own unsubscribe button (List-Unsubscribe-Post, RFC 8058): a form POST from
  // the provider's servers, whose body says only "List-Unsubscribe=One-Click", answered without a
  // page. The form parser is this route's alone.
  void app.register(async (scope) => {
    scope.addContentTypeParser(
      ['application/x-www-form-urlencoded', 'multipart/form-data'],
      { parseAs: 'string', bodyLimit: 1024 },
      (_request, body, done) => done(null, body),
    );
    scope.post<{ Params: { token: string } }>(
      `${SCHOOL_ALERT_UNSUBSCRIBE_PATH}/:token`,
      async (request, reply) => {
        const stopped = await stop(request.params.token);
        return reply
          .status(stopped ? 200 : 404)
          .send({ success: stopped, code: stopped ? null : 'token.invalid' });
      },
    );
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
