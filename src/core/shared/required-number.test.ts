import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { requiredNumber } from './required-number';

describe('requiredNumber', () => {
  const age = requiredNumber(z.number('age.invalid').int('age.invalid').min(2, 'age.invalid'), 'age.invalid');

  it('refuses an empty field with the number’s code', () => {
    const parsed = age.safeParse(null);
    expect(parsed.error?.issues.map((issue) => issue.message)).toEqual(['age.invalid']);
  });

  it('checks a filled field as the number does, and gives the number', () => {
    expect(age.safeParse(1).error?.issues.map((issue) => issue.message)).toEqual(['age.invalid']);
    expect(age.safeParse('4').error?.issues.map((issue) => issue.message)).toEqual(['age.invalid']);
    expect(age.parse(4)).toBe(4);
  });
});
