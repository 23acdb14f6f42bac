import cluster from 'node:cluster';
import { createApp } from './core/server/app';
import { runPrimary } from './core/server/cluster';
import { ConfigError, loadConfig } from './core/server/config';
import { DataDirLockedError } from './core/server/db/data-dir-lock';
import { openMigratedDatabase } from './core/server/db/prepare';
import { loadServerModules } from './core/server/modules';

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
  const app = await createApp({ config, database, modules, pages: true, env: process.env });
  for (const name of database.applied) app.log.info({ migration: name }, 'migration applied');

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
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError || error instanceof DataDirLockedError) {
    console.error(error.message);
  } else {
    console.error('The server could not start:', error);
  }
  process.exit(1);
});
