import { createHmac } from 'node:crypto';
import {
  type Challenge,
  type ChallengeParameters,
  createChallenge,
  randomInt,
  verifySolution,
} from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { z } from 'zod';
import type { Db } from '../db/database';
import { AppError } from '../errors';
import { deleteExpiredSignatures, spendSignature } from './spent-signature-repository';

/**
 * Proof-of-work difficulty. The browser tries counters 0, 1, 2… (split over the widget's workers)
 * until one derives the signed key prefix, so the work is the secret counter times the PBKDF2 cost.
 * PBKDF2/SHA-256 runs natively in WebCrypto and is the widget's bundled default.
 */
export const ALTCHA_DIFFICULTY = {
  algorithm: 'PBKDF2/SHA-256',
  cost: 250,
  counterMin: 1_000,
  counterMax: 3_000,
} as const;

export const ALTCHA_CHALLENGE_TTL_MS = 10 * 60_000;
// Expired signatures are harmless, only dead weight: clear them at most this often.
const SWEEP_INTERVAL_MS = 10 * 60_000;
// A real payload is well under 1 kB; refuse to parse anything much larger.
const MAX_TOKEN_LENGTH = 4_096;

const payloadSchema = z.object({
  challenge: z.object({
    parameters: z.record(z.string(), z.unknown()),
    signature: z.string(),
  }),
  solution: z.object({ counter: z.number(), derivedKey: z.string(), time: z.number().optional() }),
});

/** Creates signed ALTCHA challenges and accepts each solved one exactly once, before it expires. */
export class AltchaVerifier {
  private readonly keySignatureSecret: string;
  private nextSweepAt = 0;

  constructor(
    private readonly db: Db,
    private readonly hmacKey: string,
  ) {
    if (!hmacKey) throw new Error('The ALTCHA HMAC key must not be empty');
    // Deterministic mode signs the expected key with a second secret: verifying is then one HMAC.
    this.keySignatureSecret = createHmac('sha256', hmacKey).update('altcha-key-signature').digest('hex');
  }

  async createChallenge(): Promise<Challenge> {
    const { algorithm, cost, counterMin, counterMax } = ALTCHA_DIFFICULTY;
    return createChallenge({
      algorithm,
      cost,
      counter: randomInt(counterMax, counterMin),
      deriveKey,
      expiresAt: new Date(Date.now() + ALTCHA_CHALLENGE_TTL_MS),
      hmacSignatureSecret: this.hmacKey,
      hmacKeySignatureSecret: this.keySignatureSecret,
    });
  }

  /** Throws `captcha.invalid` unless the token is a fresh, correct solution of a challenge of ours. */
  async verify(token: string): Promise<void> {
    const payload = parsePayload(token);
    if (!payload) throw new AppError('captcha.invalid');
    const parameters = payload.challenge.parameters as unknown as ChallengeParameters;
    const result = await verifySolution({
      challenge: { parameters, signature: payload.challenge.signature },
      solution: payload.solution,
      deriveKey,
      hmacSignatureSecret: this.hmacKey,
      hmacKeySignatureSecret: this.keySignatureSecret,
    });
    // Our challenges always expire; one without expiresAt was not signed by this code.
    if (!result.verified || typeof parameters.expiresAt !== 'number') throw new AppError('captcha.invalid');

    await this.sweepNowAndThen();
    const spent = await spendSignature(
      this.db,
      payload.challenge.signature,
      new Date(parameters.expiresAt * 1000),
    );
    if (!spent) throw new AppError('captcha.invalid');
  }

  private async sweepNowAndThen(): Promise<void> {
    const now = Date.now();
    if (now < this.nextSweepAt) return;
    this.nextSweepAt = now + SWEEP_INTERVAL_MS;
    await deleteExpiredSignatures(this.db, new Date(now));
  }
}

/** The widget posts base64-encoded JSON `{ challenge, solution }`; anything else is invalid. */
function parsePayload(token: string): z.infer<typeof payloadSchema> | undefined {
  if (token.length > MAX_TOKEN_LENGTH) return undefined;
  try {
    const parsed = payloadSchema.safeParse(JSON.parse(Buffer.from(token, 'base64').toString('utf8')));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}
