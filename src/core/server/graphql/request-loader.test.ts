import { describe, expect, it } from 'vitest';
import { requestMemo } from './request-loader';

describe('requestMemo', () => {
  it('reads once per request, however many ask at once or later, and again for the next request', async () => {
    const reads: string[] = [];
    const rates = requestMemo(async (context: { name: string }) => {
      reads.push(context.name);
      return `rates for ${context.name}`;
    });
    const first = { name: 'first' };
    const second = { name: 'second' };

    expect(await Promise.all([rates(first), rates(first)])).toEqual(['rates for first', 'rates for first']);
    expect(await rates(first)).toBe('rates for first');
    expect(await rates(second)).toBe('rates for second');
    expect(reads).toEqual(['first', 'second']);
  });
});
