import type { FastifyInstance } from 'fastify';
import type { RouteDeps } from '@/core/server/module';
import { refreshExchangeRatesInTurn } from './exchange-rate-feed';

/**
 * Fetches the exchange rates on start and then every EXCHANGE_RATES_FETCH_INTERVAL_MS, when
 * EXCHANGE_RATES_FEED_URL is set; without it, no timer and no call. Each process runs its own:
 * a second fetch of the same day stores the same rates.
 */
export function mountExchangeRateFeed(app: FastifyInstance, { config, db }: RouteDeps): void {
  const feedUrl = config.EXCHANGE_RATES_FEED_URL;
  if (!feedUrl) return;
  let last: Promise<unknown> = Promise.resolve();
  const refresh = () => {
    last = refreshExchangeRatesInTurn({ db, feedUrl, log: app.log }).catch((error: unknown) =>
      app.log.warn({ err: error }, 'exchange rates not refreshed; the last rates stay'),
    );
  };
  let timer: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    refresh();
    timer = setInterval(refresh, config.EXCHANGE_RATES_FETCH_INTERVAL_MS);
    // The timer alone never keeps the process alive.
    timer.unref();
  });
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await last;
  });
}
