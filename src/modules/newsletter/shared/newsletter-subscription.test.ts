import { describe, expect, it } from 'vitest';
import { newsletterSubscriptionInputSchema } from './newsletter-subscription';

const codeOf = (input: unknown) =>
  newsletterSubscriptionInputSchema.safeParse(input).error?.issues[0]?.message;

describe('newsletterSubscriptionInputSchema (spec section 5)', () => {
  it('requires a valid email', () => {
    expect(codeOf({})).toBe('field.required');
    expect(codeOf({ email: '' })).toBe('field.required');
    expect(codeOf({ email: 'nobody' })).toBe('email.invalid');
  });

  it('takes the optional fields blank or absent as not given, and normalises the rest', () => {
    expect(
      newsletterSubscriptionInputSchema.parse({
        email: ' A@Example.COM ',
        firstName: '',
        lastName: null,
        country: '',
      }),
    ).toEqual({ email: 'a@example.com', firstName: null, lastName: null, country: null });
    expect(newsletterSubscriptionInputSchema.parse({ email: 'a@example.com', country: 'de' }).country).toBe(
      'DE',
    );
  });

  it('wants a country of exactly 2 letters', () => {
    expect(codeOf({ email: 'a@example.com', country: 'DEU' })).toBe('country.invalid');
    expect(codeOf({ email: 'a@example.com', country: 'D' })).toBe('country.invalid');
    expect(codeOf({ email: 'a@example.com', country: '1A' })).toBe('country.invalid');
  });
});
