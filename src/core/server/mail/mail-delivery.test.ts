import { describe, expect, it } from 'vitest';
import { DEFAULT_RETRY_POLICY, retryDelayMs } from './mail-delivery';

describe('the wait before a mail is tried again', () => {
  it('starts at 30 s, doubles after each failed attempt and stops growing at an hour', () => {
    const waits = [1, 2, 3, 4, 5, 6, 7, 8, 9].map((attempts) => retryDelayMs(attempts, DEFAULT_RETRY_POLICY));
    expect(waits).toEqual([30, 60, 120, 240, 480, 960, 1920, 3600, 3600].map((s) => s * 1000));
  });

  it('follows the configured base and cap', () => {
    expect(retryDelayMs(3, { baseMs: 50, maxMs: 150 })).toBe(150);
    expect(retryDelayMs(1, { baseMs: 0, maxMs: 150 })).toBe(0);
  });
});
