import { describe, expect, it } from 'vitest';
import { numberFormat } from './intl-formats';

describe('numberFormat', () => {
  it('formats as the Intl constructor does, per locale and options', () => {
    expect(numberFormat('en').format(12345.5)).toBe('12,345.5');
    expect(numberFormat('de').format(12345.5)).toBe('12.345,5');
    expect(numberFormat('en', { maximumFractionDigits: 0 }).format(12345.5)).toBe('12,346');
    expect(numberFormat('en', { style: 'currency', currency: 'EUR' }).format(3)).toBe('€3.00');
  });

  it('makes each formatter once and hands the same one back', () => {
    expect(numberFormat('fr', { maximumFractionDigits: 1 })).toBe(
      numberFormat('fr', { maximumFractionDigits: 1 }),
    );
    expect(numberFormat('fr', { maximumFractionDigits: 1 })).not.toBe(numberFormat('fr'));
  });

  it('refuses what the constructor refuses', () => {
    expect(() => numberFormat('en', { style: 'currency', currency: 'NOT A CURRENCY' })).toThrow(RangeError);
  });
});
