import { describe, expect, it } from 'vitest';
import { contactMessageInputSchema } from './contact-schemas';

const valid = {
  name: 'Ana Lima',
  email: ' Ana@Example.com ',
  subject: 'A school is missing',
  message: 'Hello, the Lisbon school we go to is not listed yet.',
  captcha: 'token',
};

const firstIssue = (input: Record<string, unknown>) => {
  const parsed = contactMessageInputSchema.safeParse(input);
  return parsed.success
    ? undefined
    : [parsed.error.issues[0]?.path.join('.'), parsed.error.issues[0]?.message];
};

describe('contactMessageInputSchema', () => {
  it('keeps a valid message, with the address lowercased and header fields on one line', () => {
    const parsed = contactMessageInputSchema.parse({ ...valid, subject: ' A school\r\nis   missing ' });
    expect(parsed).toMatchObject({ email: 'ana@example.com', subject: 'A school is missing' });
  });

  it.each([
    [{ name: '  ' }, ['name', 'name.required']],
    [{ name: 'x'.repeat(101) }, ['name', 'name.too.long']],
    [{ email: 'not-an-address' }, ['email', 'email.invalid']],
    [{ subject: '' }, ['subject', 'subject.required']],
    [{ subject: 'x'.repeat(151) }, ['subject', 'subject.too.long']],
    [{ message: 'Too short' }, ['message', 'message.too.short']],
    [{ message: 'x'.repeat(5001) }, ['message', 'message.too.long']],
    [{ captcha: '' }, ['captcha', 'captcha.invalid']],
  ])('refuses %o with the field and its message key', (change, expected) => {
    expect(firstIssue({ ...valid, ...change })).toEqual(expected);
  });
});
