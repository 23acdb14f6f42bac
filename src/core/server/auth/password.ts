import { randomBytes, type ScryptOptions, scrypt, timingSafeEqual } from 'node:crypto';
import { dictionary } from '@zxcvbn-ts/language-common';
import { AppError } from '../errors';

// scrypt with N=2^15, r=8, p=1 (about 32 MB and ~60 ms here): the parameters OWASP lists.
const PARAMETERS = { N: 2 ** 15, r: 8, p: 1, maxmem: 64 * 1024 * 1024 } as const;
const KEY_LENGTH = 64;

function derive(password: string, salt: Buffer, options: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(password.normalize('NFKC'), salt, KEY_LENGTH, options, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });
}

/** `scrypt$N$r$p$salt$hash` (base64url), so parameters can change without breaking old hashes. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt, PARAMETERS);
  const { N, r, p } = PARAMETERS;
  return ['scrypt', N, r, p, salt.toString('base64url'), key.toString('base64url')].join('$');
}

export async function verifyPassword(password: string, stored: string | null): Promise<boolean> {
  const [scheme, N, r, p, salt, hash] = (stored ?? '').split('$');
  if (scheme !== 'scrypt' || !salt || !hash) {
    // Same work as a real check, so timing does not tell whether the account exists.
    await derive(password, randomBytes(16), PARAMETERS);
    return false;
  }
  const expected = Buffer.from(hash, 'base64url');
  const key = await derive(password, Buffer.from(salt, 'base64url'), {
    N: Number(N),
    r: Number(r),
    p: Number(p),
    maxmem: PARAMETERS.maxmem,
  });
  return key.length === expected.length && timingSafeEqual(key, expected);
}

let common: Set<string> | undefined;

/** Refuses one of the ~49,000 most common passwords (zxcvbn's list), whatever its case. */
export function assertNotCommon(password: string): void {
  common ??= new Set(dictionary['passwords-common'].map((entry) => entry.toLowerCase()));
  if (common.has(password.toLowerCase())) throw new AppError('password.too.common', { field: 'password' });
}
