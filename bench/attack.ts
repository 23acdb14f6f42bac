import autocannon from 'autocannon';
import { type LatencyResult, sequentialLatency } from './latency';

/** An anonymous request of 1,000 aliases of the list query: refused before it runs. */
const aliasBomb = () =>
  `{ ${Array.from({ length: 1000 }, (_, i) => `a${i}: schools(limit: 50) { items { _id name } }`).join(' ')} }`;

/** The heaviest document the limits let through: 30 aliases of a 50-school list with its fields. */
export const HEAVIEST_ALLOWED = `{ ${Array.from(
  { length: 30 },
  (_, i) =>
    `a${i}: schools(limit: 50, page: ${i + 1}) { items { _id name city countryName avgFees ageFrom ageTo } }`,
).join(' ')} }`;

/**
 * Waits until the server has worked off what an earlier load left queued: `/api/health`
 * answers within 20 ms three times in a row (at most 60 s).
 */
export async function untilQuiet(base: string): Promise<void> {
  const deadline = Date.now() + 60_000;
  let quiet = 0;
  while (quiet < 3 && Date.now() < deadline) {
    const started = performance.now();
    const answer = await fetch(`${base}/api/health`).catch(() => null);
    await answer?.arrayBuffer();
    quiet = answer?.ok && performance.now() - started < 20 ? quiet + 1 : 0;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/**
 * What `/api/health` (no database) waits, one request after the other, while other clients
 * send alias bombs and the heaviest allowed query without pause. Also returns how the two
 * attacking loads were answered.
 */
export async function healthUnderAttack(
  base: string,
  seconds: number,
): Promise<{ health: LatencyResult; bombs: number; bombAnswer: string; heavy: number; heavyErrors: number }> {
  await untilQuiet(base);
  const probe = await fetch(`${base}/api/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query: aliasBomb() }),
  });
  const refusal = (await probe.json()) as { errors?: { extensions?: { code?: string } }[] };
  const bombAnswer = `${probe.status} ${refusal.errors?.[0]?.extensions?.code ?? 'no error code'}`;
  const attack = (body: string, connections: number) =>
    autocannon({
      url: `${base}/api/graphql`,
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: body }),
      duration: seconds + 3,
      connections,
    });
  const bombs = attack(aliasBomb(), 4);
  const heavy = attack(HEAVIEST_ALLOWED, 2);
  await new Promise((resolve) => setTimeout(resolve, 1_000));
  const health = await sequentialLatency('/api/health under attack', { url: `${base}/api/health`, seconds });
  const [bombResult, heavyResult] = await Promise.all([bombs, heavy]);
  return {
    health,
    bombs: bombResult.requests.total,
    bombAnswer,
    heavy: heavyResult.requests.total,
    heavyErrors: heavyResult.errors + heavyResult.non2xx,
  };
}
