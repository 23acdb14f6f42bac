import fs from 'node:fs';
import type { ChangeFeed } from '@/core/server/db/change-feed';
import type { Db } from '@/core/server/db/database';
import { QueryTrace } from '@/core/server/db/query-trace';
import { buildOpenDataFiles, type OpenDataFile } from './open-data-build';
import type { OpenDataFormat, OpenDataSite } from './open-data-formats';
import { OPEN_DATA_TABLES } from './open-data-repository';

/** The shortest wait between a change and the rebuild it calls for: a burst of writes is one rebuild. */
const MIN_REBUILD_DELAY_MS = 250;

/** One build of both exports, kept on disk while it is the latest or someone still reads it. */
interface Build {
  files: Record<OpenDataFormat, OpenDataFile>;
  readers: number;
  replaced: boolean;
}

/** A build handed to a download: its files stay on disk until `release`. */
export interface OpenDataLease {
  files: Record<OpenDataFormat, OpenDataFile>;
  release(): void;
}

/**
 * The open data exports as files in `dir`, built once per data version instead of once per
 * download: a download is then a file sent from disk, with no database work at all.
 *
 * The first download waits for the first build. After that, a committed write to a table the
 * exports read (the change feed, as for the page cache) calls for a rebuild in the background,
 * while the files of the previous build are still served, with their own ETag. A rebuild
 * starts at the earliest MIN_REBUILD_DELAY_MS after the change, and twice as long after the
 * previous one as it took, so that a stream of writes cannot keep the database building more
 * than a third of the time; changes during a build call for one more. A replaced build's files
 * are deleted once the last download reading them ends.
 */
export class OpenDataFiles {
  private current: Build | null = null;
  private building: Promise<Build> | null = null;
  /** A change was committed since the latest build started. */
  private stale = false;
  private timer: NodeJS.Timeout | undefined;
  private lastBuildMs = 0;
  private generation = 0;
  private readonly closing = new AbortController();
  private readonly unsubscribe: () => void;

  constructor(
    private readonly options: {
      db: Db;
      changes: ChangeFeed;
      site: () => Promise<OpenDataSite>;
      /** A directory of this process alone (emptied now); removed on close. */
      dir: string;
      onError: (error: unknown) => void;
    },
  ) {
    fs.rmSync(options.dir, { recursive: true, force: true });
    fs.mkdirSync(options.dir, { recursive: true });
    const topics = new Set<string>([...OPEN_DATA_TABLES.map((table) => `table:${table}`), 'settings']);
    this.unsubscribe = options.changes.subscribeAll((topic) => {
      if (topic === null || topics.has(topic)) this.changed();
    });
  }

  /** The latest build (the first download waits for it), held until the lease is released. */
  async lease(): Promise<OpenDataLease> {
    const build = this.current ?? (await this.build());
    build.readers += 1;
    let released = false;
    return {
      files: build.files,
      release: () => {
        if (released) return;
        released = true;
        build.readers -= 1;
        this.removeIfUnused(build);
      },
    };
  }

  async close(): Promise<void> {
    this.unsubscribe();
    clearTimeout(this.timer);
    this.closing.abort();
    await this.building?.catch(() => undefined);
    fs.rmSync(this.options.dir, { recursive: true, force: true });
  }

  private changed(): void {
    this.stale = true;
    // Nobody downloaded yet: the first download builds what is there then.
    if (this.current || this.building) this.schedule();
  }

  private schedule(): void {
    // A running build schedules the next once it ends, if something changed meanwhile.
    if (this.timer || this.building || this.closing.signal.aborted) return;
    const delay = Math.max(MIN_REBUILD_DELAY_MS, 2 * this.lastBuildMs);
    this.timer = setTimeout(() => {
      this.timer = undefined;
      this.build().catch(this.options.onError);
    }, delay);
  }

  private build(): Promise<Build> {
    if (this.building) return this.building;
    this.stale = false;
    const started = performance.now();
    const stem = `schools-${++this.generation}`;
    const { db, dir } = this.options;
    // Charged to no request: its statements are not the page cache's business.
    this.building = QueryTrace.outside(async () => {
      const files = await buildOpenDataFiles(db, await this.options.site(), dir, stem, this.closing.signal);
      const build: Build = { files, readers: 0, replaced: false };
      const previous = this.current;
      this.current = build;
      if (previous) {
        previous.replaced = true;
        this.removeIfUnused(previous);
      }
      return build;
    }).finally(() => {
      this.building = null;
      this.lastBuildMs = performance.now() - started;
      if (this.stale) this.schedule();
    });
    return this.building;
  }

  private removeIfUnused(build: Build): void {
    if (!build.replaced || build.readers > 0) return;
    for (const file of Object.values(build.files)) {
      fs.rm(file.path, { force: true }, () => undefined);
      fs.rm(file.gzipPath, { force: true }, () => undefined);
    }
  }
}
