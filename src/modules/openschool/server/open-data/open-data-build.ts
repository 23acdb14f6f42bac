import { createHash } from 'node:crypto';
import { once } from 'node:events';
import fs from 'node:fs';
import path from 'node:path';
import type { Writable } from 'node:stream';
import { finished } from 'node:stream/promises';
import { setImmediate as nextTurn } from 'node:timers/promises';
import { createGzip } from 'node:zlib';
import type { Db } from '@/core/server/db/database';
import { type OpenDataFormat, type OpenDataSite, type OpenDataText, openDataText } from './open-data-formats';
import { recordsOf } from './open-data-records';
import { feeReference, listedSchoolBatches } from './open-data-repository';

export const OPEN_DATA_FORMATS: OpenDataFormat[] = ['csv', 'json'];

/** One export written to disk, as it and its gzip copy are served. */
export interface OpenDataFile {
  path: string;
  gzipPath: string;
  /** Weak (the bytes differ with their compression), from the content: the same in every process. */
  etag: string;
  bytes: number;
  gzipBytes: number;
}

/**
 * Writes `chunk` to every stream, then waits while any of their buffers is full. The waits are
 * listened for together: waiting for one stream and then the next would miss a `drain` the next
 * emitted meanwhile, and wait forever (on a slow disk the plain file drains after its gzip copy).
 */
export async function writeToEach(streams: Writable[], chunk: string): Promise<void> {
  const full = streams.filter((stream) => !stream.write(chunk));
  await Promise.all(full.map((stream) => once(stream, 'drain')));
}

/** A file being written, with its gzip copy beside it and the hash of what was written. */
export class FileWriter {
  private readonly plain: fs.WriteStream;
  private readonly gzip = createGzip();
  private readonly gzipFile: fs.WriteStream;
  private readonly hash = createHash('sha256');
  private written = false;

  constructor(
    readonly format: OpenDataFormat,
    readonly text: OpenDataText,
    readonly file: string,
  ) {
    this.plain = fs.createWriteStream(`${file}.part`);
    this.gzipFile = fs.createWriteStream(`${file}.gz.part`);
    this.gzip.pipe(this.gzipFile);
  }

  /** Writes a piece to the file and its gzip copy (memory stays flat). */
  async write(chunk: string): Promise<void> {
    if (!chunk) return;
    this.hash.update(chunk);
    await writeToEach([this.plain, this.gzip], chunk);
  }

  async records(batch: Parameters<OpenDataText['records']>[0]): Promise<void> {
    await this.write(this.text.records(batch, !this.written));
    if (batch.length > 0) this.written = true;
  }

  /** Ends both files and puts them in place, under their final names. */
  async close(): Promise<OpenDataFile> {
    await this.write(this.text.tail);
    this.plain.end();
    this.gzip.end();
    await Promise.all([finished(this.plain), finished(this.gzipFile)]);
    await Promise.all([
      fs.promises.rename(`${this.file}.part`, this.file),
      fs.promises.rename(`${this.file}.gz.part`, `${this.file}.gz`),
    ]);
    return {
      path: this.file,
      gzipPath: `${this.file}.gz`,
      etag: `W/"${this.format}-${this.hash.digest('base64url').slice(0, 22)}"`,
      bytes: this.plain.bytesWritten,
      gzipBytes: this.gzipFile.bytesWritten,
    };
  }

  /**
   * Leaves nothing behind after a failed or stopped build, and resolves once both files are gone.
   * Each file is removed once its stream has closed: a file stream opens after it is made, so a
   * file removed at once could be created again by the open still under way. A write still in
   * flight on a destroyed stream reports ERR_STREAM_DESTROYED when it comes back: with no
   * listener, that error would end the process (it did once, as a test's app closed mid-build).
   */
  async discard(): Promise<void> {
    this.gzip.on('error', () => undefined);
    this.gzip.destroy();
    await Promise.all([
      removeOnceClosed(this.plain, `${this.file}.part`),
      removeOnceClosed(this.gzipFile, `${this.file}.gz.part`),
    ]);
  }
}

/** Destroys a file stream, its late errors heard and ignored, and removes its file once closed. */
async function removeOnceClosed(stream: fs.WriteStream, file: string): Promise<void> {
  stream.on('error', () => undefined);
  if (!stream.closed) {
    const closed = new Promise<void>((resolve) => stream.once('close', () => resolve()));
    stream.destroy();
    await closed;
  }
  await fs.promises.rm(file, { force: true });
}

/**
 * Both exports of every listed school, written in one reading of the database into `dir` as
 * `<stem>.csv` and `<stem>.json` (and their `.gz`), each first as a `.part` renamed once
 * complete. A batch of 1,000 schools at a time (decision 049), each written before the next is
 * read, with a turn of the event loop between batches: on the embedded database the requests
 * waiting meanwhile are served between two batches, and memory holds one batch. `signal` stops
 * it (the server closing).
 */
export async function buildOpenDataFiles(
  db: Db,
  site: OpenDataSite,
  dir: string,
  stem: string,
  signal: AbortSignal,
): Promise<Record<OpenDataFormat, OpenDataFile>> {
  const writers = OPEN_DATA_FORMATS.map(
    (format) => new FileWriter(format, openDataText(format, site), path.join(dir, `${stem}.${format}`)),
  );
  try {
    const reference = await feeReference(db);
    for (const writer of writers) await writer.write(writer.text.head);
    for await (const batch of listedSchoolBatches(db)) {
      const records = recordsOf(batch, reference, site.url);
      for (const writer of writers) await writer.records(records);
      await nextTurn();
      signal.throwIfAborted();
    }
    const [csv, json] = await Promise.all(writers.map((writer) => writer.close()));
    return { csv: csv!, json: json! };
  } catch (error) {
    await Promise.all(writers.map((writer) => writer.discard()));
    throw error;
  }
}
