import cluster from 'node:cluster';
import { createApp } from './core/server/app';
import { runPrimary } from './core/server/cluster';
import { ConfigError, loadConfig } from './core/server/config';
import { DataDirLockedError } from './core/server/db/data-dir-lock';
import { openMigratedDatabase } from './core/server/db/prepare';
import { logStream } from './core/server/log-output';
import { loadServerModules } from './core/server/modules';
import { readSetupState } from './core/server/setup/setup-service';
import { localSiteUrl } from './core/server/site-address';
import { SETUP_STEPS } from './core/shared/setup-flow';

/**
 * How long requests under way may take to finish once a stop is asked. Past it every connection
 * is closed, so a client holding one open (a browser's keep-alive, a slow download) cannot keep
 * the process from stopping; past twice this, the process ends anyway.
 */
const SHUTDOWN_GRACE_MS = 10_000;

/**
 * Entry point: config → database → migrations → modules → listen. Demo data is a setup choice.
 * With WEB_CONCURRENCY=N this process only starts and watches N such processes.
 */
async function main(): Promise<void> {
  const config = loadConfig(process.env, { dev: process.env.NODE_ENV === 'development' });
  // React and others pick their production builds from this when first loaded, which is later.
  process.env.NODE_ENV = config.NODE_ENV;
  if (config.WEB_CONCURRENCY > 1 && cluster.isPrimary && !config.dev) {
    runPrimary(config.WEB_CONCURRENCY);
    return;
  }
  const modules = await loadServerModules();
  const database = await openMigratedDatabase(config, modules);
  const app = await createApp({
    config,
    database,
    modules,
    pages: true,
    env: process.env,
    logStream: logStream(config.LOG_FORMAT),
  });
  if (database.applied.length > 0) {
    app.log.info(`${database.applied.length} database migrations applied`);
    app.log.debug({ migrations: database.applied }, 'database migrations applied');
  }

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    const closeConnections = setTimeout(() => {
      app.log.warn('requests still under way after the grace period: closing their connections');
      app.server.closeAllConnections();
    }, SHUTDOWN_GRACE_MS);
    const giveUp = setTimeout(() => {
      app.log.error('the server did not stop in time: ending the process');
      process.exit(1);
    }, 2 * SHUTDOWN_GRACE_MS);
    closeConnections.unref();
    giveUp.unref();
    await app.close();
    clearTimeout(closeConnections);
    await database.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: config.PORT, host: config.HOST });
  // One line that says where the site is (and its setup, while it is open); with several
  // processes on one port, the first says it for all.
  if (cluster.isPrimary || cluster.worker?.id === 1) {
    const url = localSiteUrl(config, (app.server.address() as { port: number }).port);
    const setup = await readSetupState({ db: database.db, settings: app.settings });
    const setupUrl = setup.initialized && setup.finalized ? null : new URL(SETUP_STEPS[0], url).href;
    app.log.info(
      setupUrl ? `The site is running at ${url} — set it up at ${setupUrl}` : `The site is running at ${url}`,
    );
  }
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError || error instanceof DataDirLockedError) {
    console.error(error.message);
  } else {
    console.error('The server could not start:', error);
  }
  process.exit(1);
});
