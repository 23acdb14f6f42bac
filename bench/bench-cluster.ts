/**
 * `BENCH_PROCESSES` bench servers sharing one port (Node's cluster), as `WEB_CONCURRENCY` runs
 * the app: each worker is `bench-server.ts` and prints `listening <port>`, the same port.
 */
import cluster from 'node:cluster';
import path from 'node:path';

const processes = Number(process.env.BENCH_PROCESSES ?? 2);
cluster.setupPrimary({
  exec: path.join(import.meta.dirname, 'bench-server.ts'),
  execArgv: ['--import', 'tsx'],
});
for (let i = 0; i < processes; i++) cluster.fork();
process.on('SIGTERM', () => {
  for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill('SIGTERM');
  cluster.on('exit', () => {
    if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(0);
  });
});
