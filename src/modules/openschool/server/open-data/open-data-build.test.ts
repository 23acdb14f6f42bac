import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { setImmediate as nextTurn } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { FileWriter, writeToEach } from './open-data-build';
import { openDataText } from './open-data-formats';

/** A stream with a one-byte buffer that takes `ms` to write each chunk. */
function streamTaking(ms: number, received: string[]): Writable {
  return new Writable({
    highWaterMark: 1,
    write(chunk, _encoding, done) {
      setTimeout(() => {
        received.push(String(chunk));
        done();
      }, ms);
    },
  });
}

describe('writing the open data file and its gzip copy', () => {
  it('ends its wait when the slower stream drains after the faster one', async () => {
    const slow: string[] = [];
    const fast: string[] = [];
    const streams = [streamTaking(30, slow), streamTaking(1, fast)];
    // A missed `drain` leaves nothing for the event loop to do: the wait is bounded here.
    let bound: NodeJS.Timeout | undefined;
    const stuck = new Promise((_, reject) => {
      bound = setTimeout(() => reject(new Error('still waiting for a drain after 3 s')), 3_000);
    });
    for (const chunk of ['a', 'b', 'c']) await Promise.race([writeToEach(streams, chunk), stuck]);
    clearTimeout(bound);
    expect(slow).toEqual(['a', 'b', 'c']);
    expect(fast).toEqual(['a', 'b', 'c']);
  });

  it('stopped with writes in flight (the server closing), leaves no file and raises nothing', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'open-data-stop-'));
    const text = openDataText('csv', { name: 'Schools', url: 'https://schools.example' });
    try {
      // A destroyed file stream whose write comes back reports ERR_STREAM_DESTROYED; unheard, it
      // ended the test run once (an uncaught exception, which Vitest reports as an error).
      for (let round = 0; round < 20; round++) {
        const writer = new FileWriter('csv', text, path.join(dir, `schools-${round}.csv`));
        void writer.write('x'.repeat(1 << 20)).catch(() => undefined);
        if (round % 2) await nextTurn();
        await writer.discard();
      }
      expect(fs.readdirSync(dir)).toEqual([]);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
