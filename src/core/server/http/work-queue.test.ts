import { describe, expect, it } from 'vitest';
import { QUEUED_PER_SLOT, WorkQueue } from './work-queue';

/** A piece of work that runs until the test ends it, noting when it starts. */
function heldWork(started: string[], name: string) {
  let end = () => {};
  const ended = new Promise<void>((resolve) => (end = resolve));
  const work = () => {
    started.push(name);
    return ended;
  };
  return { work, end: () => end() };
}

const turns = () => new Promise((resolve) => setImmediate(resolve));

describe('WorkQueue', () => {
  it('runs no more than its concurrency at once, the others in order as slots free', async () => {
    const queue = new WorkQueue(2);
    const started: string[] = [];
    const pieces = ['a', 'b', 'c', 'd', 'e'].map((name) => heldWork(started, name));
    const runs = pieces.map((piece) => queue.run(piece.work));
    await turns();
    expect(started).toEqual(['a', 'b']);
    pieces[0]!.end();
    await turns();
    expect(started).toEqual(['a', 'b', 'c']);
    // A newcomer waits behind the ones already waiting, although a slot just passed on.
    const late = heldWork(started, 'f');
    const lateRun = queue.run(late.work);
    await turns();
    expect(started).toEqual(['a', 'b', 'c']);
    for (const piece of [...pieces.slice(1), late]) piece.end();
    await Promise.all([...runs, lateRun]);
    expect(started).toEqual(['a', 'b', 'c', 'd', 'e', 'f']);
  });

  it('refuses at once with server.busy past the queue’s bound', async () => {
    const queue = new WorkQueue(1);
    const started: string[] = [];
    const held = heldWork(started, 'held');
    const running = queue.run(held.work);
    const waiting = Array.from({ length: QUEUED_PER_SLOT }, () => queue.run(async () => 'served'));
    await expect(queue.run(async () => 'served')).rejects.toMatchObject({ code: 'server.busy', status: 503 });
    held.end();
    await running;
    expect(await Promise.all(waiting)).toEqual(Array(QUEUED_PER_SLOT).fill('served'));
  });
});
