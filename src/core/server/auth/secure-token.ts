import { createHash, randomBytes } from 'node:crypto';

/** 32 random bytes, base64url: the value given to the browser (cookie) or put in an email link. */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

/** What the database keeps instead of the token itself. */
export function tokenHash(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
