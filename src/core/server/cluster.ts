import cluster from 'node:cluster';

/** A worker that keeps dying is started again at most this often. */
const RESTART_DELAY_MS = 1_000;

/**
 * The primary process of `WEB_CONCURRENCY=N`: starts N server processes that share the port
 * (Node's cluster hands them connections in turn), starts again any that dies, and stops them
 * all on SIGTERM or SIGINT. The workers share nothing in memory: sessions, rate limits, settings
 * and uploaded images live in PostgreSQL, and every cache is told of changes by its change feed.
 */
export function runPrimary(workers: number): void {
  let stopping = false;
  const log = (message: string) => console.log(`[primary ${process.pid}] ${message}`);

  for (let i = 0; i < workers; i++) cluster.fork();
  cluster.on('exit', (worker, code, signal) => {
    if (stopping) {
      if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(0);
      return;
    }
    log(`worker ${worker.process.pid} ended (${signal ?? code}); starting another`);
    setTimeout(() => cluster.fork(), RESTART_DELAY_MS);
  });

  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    log(`${signal}: stopping ${workers} workers`);
    const running = Object.values(cluster.workers ?? {});
    if (running.length === 0) process.exit(0);
    for (const worker of running) worker?.process.kill(signal);
  };
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));
}
