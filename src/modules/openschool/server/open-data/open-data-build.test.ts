import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { writeToEach } from './open-data-build';

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
});
