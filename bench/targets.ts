import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import pg from 'pg';
import type { Db } from '@/core/server/db/database';
import { openMigratedDatabase } from '@/core/server/db/prepare';
import { loadServerModules } from '@/core/server/modules';
import { MAX_BATCH_SIZE, seedDemoSchools } from '@/modules/openschool/server/demo/seed-demo';

export interface Target {
  engine: 'PGlite' | 'PostgreSQL';
  schools: number;
  url: string;
}

/** Values of the seeded data the loads ask for. */
export interface Sample {
  /** The city with the most listed schools among those of 6+ plain letters. */
  city: string;
  /** A listed school, halfway through them by id. */
  schoolId: string;
  /** The centre of the city's listed schools: where the map's city view looks. */
  cityCentre: { latitude: number; longitude: number };
}

export interface PreparedTarget extends Target {
  /** Starts `processes` more bench servers on the same database, sharing a port of their own. */
  startProcesses(processes: number): Promise<{ url: string; stop(): Promise<void> }>;
  /** Null when the database was copied from a template instead of seeded. */
  seedSeconds: number | null;
  sample: Sample;
  rssMb(): number;
  /** CPU time (user + system) the server process has used so far, in ms. */
  cpuMs(): number;
  stop(): Promise<void>;
}

const ROOT = path.resolve(import.meta.dirname, '..');
const CLOCK_TICKS = Number(execFileSync('getconf', ['CLK_TCK']).toString().trim()) || 100;

/**
 * A fresh database seeded with the demo schools, and the bench server started on it. With
 * BENCH_PGLITE_TEMPLATE (a PGlite data directory) or BENCH_PG_TEMPLATE (a database of the
 * BENCH_DATABASE_URL server) the fresh database is a copy of that one, already seeded
 * (`npm run db:seed`), which saves the seeding on repeated runs; pending migrations still apply.
 * `prepare` adds what else the measured pages need before the server starts.
 */
export async function prepareTarget(
  spec: Omit<Target, 'url'>,
  options: { prepare?: (db: Db) => Promise<void> } = {},
): Promise<PreparedTarget> {
  const template =
    spec.engine === 'PGlite' ? process.env.BENCH_PGLITE_TEMPLATE : process.env.BENCH_PG_TEMPLATE;
  const location = await freshLocation(spec.engine, template);
  const database = await openMigratedDatabase(location.options, await loadServerModules());
  let seedSeconds: number | null = null;
  if (!template) {
    const started = performance.now();
    let reported = 0;
    await seedDemoSchools(database.db, {
      count: spec.schools,
      seed: 1,
      batchSize: MAX_BATCH_SIZE,
      onProgress: (done) => {
        if (done - reported >= spec.schools / 10) {
          reported = done;
          console.log(`${spec.engine}: ${done.toLocaleString('en')} schools seeded`);
        }
      },
    });
    seedSeconds = (performance.now() - started) / 1000;
    console.log(
      `${spec.engine}: ${spec.schools.toLocaleString('en')} schools in ${seedSeconds.toFixed(1)} s`,
    );
  }
  await options.prepare?.(database.db);
  const schools = await countSchools(database.db);
  const sample = await sampleOf(database.db);
  await database.close();

  const serverEnv = {
    ...process.env,
    DATA_DIR: location.options.DATA_DIR,
    DATABASE_URL: location.options.DATABASE_URL ?? '',
  };
  const server = spawn(process.execPath, ['--import', 'tsx', 'bench/bench-server.ts'], {
    cwd: ROOT,
    env: { ...serverEnv, BENCH_PORT: String(await freePort()) },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const port = await listeningPort(server);
  return {
    ...spec,
    startProcesses: async (processes) => {
      const cluster = spawn(process.execPath, ['--import', 'tsx', 'bench/bench-cluster.ts'], {
        cwd: ROOT,
        env: { ...serverEnv, BENCH_PROCESSES: String(processes) },
        stdio: ['ignore', 'pipe', 'inherit'],
      });
      const clusterPort = await listeningPort(cluster);
      return {
        url: `http://127.0.0.1:${clusterPort}`,
        stop: async () => {
          cluster.kill('SIGTERM');
          await new Promise((resolve) => cluster.once('exit', resolve));
        },
      };
    },
    schools,
    url: `http://127.0.0.1:${port}`,
    seedSeconds,
    sample,
    rssMb: () => {
      const status = fs.readFileSync(`/proc/${server.pid}/status`, 'utf8');
      return Math.round(Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024);
    },
    cpuMs: () => {
      // Fields 14 and 15 of /proc/<pid>/stat, after the command name in parentheses: clock ticks.
      const fields = fs.readFileSync(`/proc/${server.pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
      return ((Number(fields[11]) + Number(fields[12])) * 1000) / CLOCK_TICKS;
    },
    stop: async () => {
      server.kill('SIGTERM');
      await new Promise((resolve) => server.once('exit', resolve));
      await location.drop();
    },
  };
}

/** A port nothing listens on now. */
export async function freePort(): Promise<number> {
  const probe = net.createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as net.AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
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

async function countSchools(db: Db): Promise<number> {
  const row = await sql<{ count: number }>`select count(*)::int as count from school`.execute(db);
  return row.rows[0]!.count;
}

async function sampleOf(db: Db): Promise<Sample> {
  const city = await sql<{ city: string }>`
    select city from school
    where listed and city ~ '^[A-Za-z ]{6,}$'
    group by city order by count(*) desc, city limit 1`.execute(db);
  const listed = await sql<{ count: number }>`select count(*)::int as count from school where listed`.execute(
    db,
  );
  const school = await sql<{ id: string }>`
    select id from school where listed order by id
    offset ${Math.floor((listed.rows[0]?.count ?? 0) / 2)} limit 1`.execute(db);
  if (!city.rows[0] || !school.rows[0]) throw new Error('The bench database has no listed school.');
  const centre = await sql<{ latitude: number; longitude: number }>`
    select avg(latitude) as latitude, avg(longitude) as longitude from school
    where listed and city = ${city.rows[0].city}`.execute(db);
  return {
    city: city.rows[0].city,
    schoolId: school.rows[0].id,
    cityCentre: { latitude: centre.rows[0]?.latitude ?? 0, longitude: centre.rows[0]?.longitude ?? 0 },
  };
}

async function freshLocation(engine: Target['engine'], template: string | undefined) {
  if (engine === 'PGlite') {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'schools-bench-'));
    if (template) fs.cpSync(template, dir, { recursive: true });
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
  await admin(template ? `create database ${name} template ${template}` : `create database ${name}`);
  const url = new URL(server);
  url.pathname = `/${name}`;
  return {
    options: { DATA_DIR: '', DATABASE_URL: url.toString() },
    drop: () => admin(`drop database if exists ${name} with (force)`),
  };
}
