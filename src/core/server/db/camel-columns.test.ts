import { describe, expect, it } from 'vitest';
import { camelColumns } from './camel-columns';

describe('camelColumns', () => {
  it('keeps the named columns only, renamed to camelCase, in the order named', () => {
    const row = { id: 'a', age_from: 3, avg_fees_usd_cents: null, country_code: 'SG' };
    const picked = camelColumns(row, ['country_code', 'avg_fees_usd_cents', 'age_from']);
    expect(picked).toEqual({ countryCode: 'SG', avgFeesUsdCents: null, ageFrom: 3 });
    expect(Object.keys(picked)).toEqual(['countryCode', 'avgFeesUsdCents', 'ageFrom']);
  });
});
