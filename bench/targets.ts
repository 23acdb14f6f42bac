import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { openMigratedDatabase } from '../src/core/server/db/prepare';
import { loadServerModules } from '../src/core/server/modules';
import { seedDemoSchools } from '../src/modules/openschool/server/demo/seed-demo';

export interface Target {
  engine: 'PGlite' | 'PostgreSQL';
  schools: number;
  url: string;
}

export interface PreparedTarget extends Target {
  seedSeconds: number;
  rssMb(): number;
  stop(): Promise<void>;
}

const ROOT = path.resolve(import.meta.dirname, '..');

/** A fresh database seeded with the demo schools, and the bench server started on it. */
export async function prepareTarget(spec: Omit<Target, 'url'>): Promise<PreparedTarget> {
  const location = await freshLocation(spec.engine);
  const database = await openMigratedDatabase(location.options, await loadServerModules());
  const started = performance.now();
  let reported = 0;
  await seedDemoSchools(database.db, {
    count: spec.schools,
    seed: 1,
    batchSize: 5000,
    onProgress: (done) => {
      if (done - reported >= spec.schools / 10) {
        reported = done;
        console.log(`${spec.engine}: ${done.toLocaleString('en')} schools seeded`);
      }
    },
  });
  const seedSeconds = (performance.now() - started) / 1000;
  console.log(`${spec.engine}: ${spec.schools.toLocaleString('en')} schools in ${seedSeconds.toFixed(1)} s`);
  await database.close();

  const server = spawn(process.execPath, ['--import', 'tsx', 'bench/bench-server.ts'], {
    cwd: ROOT,
    env: {
      ...process.env,
      DATA_DIR: location.options.DATA_DIR,
      DATABASE_URL: location.options.DATABASE_URL ?? '',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const port = await listeningPort(server);
  return {
    ...spec,
    url: `http://127.0.0.1:${port}`,
    seedSeconds,
    rssMb: () => {
      const status = fs.readFileSync(`/proc/${server.pid}/status`, 'utf8');
      return Math.round(Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024);
    },
    stop: async () => {
      server.kill('SIGTERM');
      await new Promise((resolve) => server.once('exit', resolve));
      await location.drop();
    },
  };
}

function listeningPort(server: ChildProcess): Promise<number> {
  return new Promise((resolve, reject) => {
    server.stdout?.on('data', (chunk: Buffer) => {
      const match = /listening (\d+)/.exec(chunk.toString());
      if (match) resolve(Number(match[1]));
    });
    server.once('exit', (code) => reject(new Error(`bench server exited with ${code}`)));
  });
}

async function freshLocation(engine: Target['engine']) {
  if (engine === 'PGlite') {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'schools-bench-'));
    return { options: { DATA_DIR: dir }, drop: async () => fs.rmSync(dir, { recursive: true, force: true }) };
  }
  const server = process.env.BENCH_DATABASE_URL!;
  const name = `bench_${Date.now()}`;
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: server });
    await client.connect();
    await client.query(statement);
    await client.end();
  };
  await admin(`create database ${name}`);
  const url = new URL(server);
  url.pathname = `/${name}`;
  return {
    options: { DATA_DIR: '', DATABASE_URL: url.toString() },
    drop: () => admin(`drop database if exists ${name} with (force)`),
  };
}
