import { describe, expect, it } from 'vitest';
import { loginInputSchema, profileInputSchema, registerInputSchema } from './account-schemas';

const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message;

describe('profileInputSchema (spec section 5)', () => {
  it.each([
    [{ email: 'not-an-email' }, 'email.invalid'],
    [{ email: 'a@b' }, 'email.too.short'],
    [{ email: '' }, 'field.required'],
    [{ firstName: 'A' }, 'firstName.too.short'],
    [{ firstName: 'A'.repeat(51) }, 'firstName.too.long'],
    [{ username: 'A' }, 'firstName.too.short'],
    [{ username: 'A'.repeat(51) }, 'firstName.too.long'],
    [{ lastName: 'B' }, 'lastName.too.short'],
    [{ lastName: 'B'.repeat(51) }, 'lastName.too.long'],
    [{ language: 'e' }, 'language.too.short'],
    [{ language: 'en-US-abc' }, 'language.too.long'],
  ])('%j → %s', (input, key) => {
    expect(firstMessage(profileInputSchema.safeParse(input))).toBe(key);
  });

  it('trims and lowercases the email, keeps nulls and strips unknown fields', () => {
    expect(
      profileInputSchema.parse({
        email: '  Anna@Example.COM ',
        firstName: null,
        imageId: null,
        role: 'admin',
      }),
    ).toEqual({ email: 'anna@example.com', firstName: null, imageId: null });
  });
});

describe('registerInputSchema and loginInputSchema', () => {
  it.each([
    [{ email: 'anna@example.com', password: 'short', captcha: 'x' }, 'password.too.short'],
    [{ email: 'anna@example.com', password: 'x'.repeat(129), captcha: 'x' }, 'password.too.long'],
    [{ email: 'anna@example.com', password: 'long enough', captcha: '' }, 'captcha.invalid'],
    [{ email: 'anna', password: 'long enough', captcha: 'x' }, 'email.invalid'],
  ])('register %j → %s', (input, key) => {
    expect(firstMessage(registerInputSchema.safeParse(input))).toBe(key);
  });

  it('requires a password to log in', () => {
    expect(firstMessage(loginInputSchema.safeParse({ email: 'anna@example.com', password: '' }))).toBe(
      'password.required',
    );
  });
});
