import { describe, expect, it } from 'vitest';
import { formatFees } from './format-fees';

describe('formatFees', () => {
  it('shows whole USD amounts without decimals', () => {
    expect(formatFees(15230, { locale: 'en-US' })).toBe('$15,230');
  });

  it('shows cents when the amount has them', () => {
    expect(formatFees(15230.5, { locale: 'en-US' })).toBe('$15,230.50');
  });

  it('follows the locale', () => {
    expect(formatFees(15230, { locale: 'fr-FR' })).toBe('15\u202f230\u00a0$US');
    expect(formatFees(15230, { locale: 'de-DE', currency: 'EUR' })).toBe('15.230\u00a0€');
  });

  it('shows NaN when the amount cannot be formatted', () => {
    expect(formatFees(Number.NaN, { locale: 'en-US' })).toBe('NaN');
    expect(formatFees(100, { locale: 'en-US', currency: 'not-a-currency' })).toBe('NaN');
  });
});
