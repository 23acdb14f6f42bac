import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerLoadShedding } from './load-shedding';

/** Holds the event loop as a long synchronous job would. */
const blockEventLoop = (ms: number) => {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    // busy
  }
};

// Once on a busy event loop, once on a late one alone (what a request waiting feels).
describe.each([
  { maxUtilization: 0.5, maxDelayMs: 0 },
  { maxUtilization: 0, maxDelayMs: 100 },
])('load shedding on %o', (options) => {
  const app = Fastify();
  let served = 0;
  let keptAnswers = 0;

  beforeAll(async () => {
    await registerLoadShedding(app, options);
    // As the app's own: a reply's hooks may finish after the refusal was handed to them.
    app.addHook('onSend', async (_request, _reply, payload) => payload);
    app.get('/page', async () => {
      served++;
      return 'a page';
    });
    // As the page route: it answers a kept copy however busy the server is.
    app.get('/kept', { config: { servesKeptCopies: true } }, async (request) => {
      if (request.busyUnlessKept) keptAnswers++;
      return 'a kept page';
    });
    await app.ready();
  });
  afterAll(() => app.close());

  it('ends a refused request with its 503: the route never runs for it', async () => {
    let answered = 0;
    let refused = 0;
    await expect
      .poll(
        async () => {
          blockEventLoop(300);
          await new Promise((resolve) => setTimeout(resolve, 0));
          const answers = await Promise.all(
            Array.from({ length: 48 }, () => app.inject({ method: 'GET', url: '/page' })),
          );
          answered += answers.filter((answer) => answer.statusCode === 200).length;
          refused += answers.filter((answer) => answer.statusCode === 503).length;
          return refused;
        },
        { timeout: 20_000, interval: 300 },
      )
      .toBeGreaterThan(0);
    expect(served).toBe(answered);
  });

  it('lets a route that keeps pages answer while it refuses the others', async () => {
    await expect
      .poll(
        async () => {
          blockEventLoop(300);
          await new Promise((resolve) => setTimeout(resolve, 0));
          const answers = await Promise.all(
            Array.from({ length: 48 }, (_, index) =>
              app.inject({ method: 'GET', url: index % 2 ? '/kept' : '/page' }),
            ),
          );
          const kept = answers.filter((_, index) => index % 2);
          expect(kept.every((answer) => answer.statusCode === 200)).toBe(true);
          return keptAnswers;
        },
        { timeout: 20_000, interval: 300 },
      )
      .toBeGreaterThan(0);
  });
});
