import { describe, expect, it } from 'vitest';
import { mailSendInputSchema, testMailInputSchema } from './mail-send';

function firstMessage(result: { success: boolean; error?: { issues: { message: string }[] } }) {
  return result.success ? undefined : result.error?.issues[0]?.message;
}

const validMail = { from: 'noreply@example.com', to: 'ann@example.com', subject: 'Hello' };

describe('mailSendInputSchema', () => {
  it.each([
    ['from', 'from.required'],
    ['to', 'to.required'],
    ['subject', 'subject.required'],
  ])('requires %s (%s), missing or blank', (field, key) => {
    const { [field as keyof typeof validMail]: _removed, ...missing } = validMail;
    expect(firstMessage(mailSendInputSchema.safeParse(missing))).toBe(key);
    expect(firstMessage(mailSendInputSchema.safeParse({ ...validMail, [field]: '   ' }))).toBe(key);
  });

  it('lowercases template and lang, and drops blank optional values', () => {
    const mail = mailSendInputSchema.parse({ ...validMail, template: ' Welcome ', lang: 'FR', bcc: ' ' });
    expect(mail).toMatchObject({ template: 'welcome', lang: 'fr' });
    expect(mail.bcc).toBeUndefined();
    expect(mailSendInputSchema.parse({ ...validMail, template: '' }).template).toBeUndefined();
  });

  it('takes string and number variables only', () => {
    const variables = { siteName: 'Schools', count: 3 };
    expect(mailSendInputSchema.parse({ ...validMail, variables }).variables).toEqual(variables);
    const nested = mailSendInputSchema.safeParse({ ...validMail, variables: { user: { name: 'x' } } });
    expect(firstMessage(nested)).toBe('variables.invalid');
  });

  it('refuses a template name that is too long', () => {
    expect(firstMessage(mailSendInputSchema.safeParse({ ...validMail, template: 'x'.repeat(101) }))).toBe(
      'field.too.long',
    );
  });

  it('refuses something that is not an object', () => {
    expect(firstMessage(mailSendInputSchema.safeParse(null))).toBe('input.invalid');
  });
});

describe('testMailInputSchema', () => {
  const validTest = { from: 'Admin@Example.com ', to: ' ANN@example.com', subject: 'Test', text: 'Hi' };

  it('lowercases and trims both addresses, and defaults the rest to empty', () => {
    expect(testMailInputSchema.parse({ from: validTest.from, to: validTest.to })).toEqual({
      from: 'admin@example.com',
      to: 'ann@example.com',
      subject: '',
      text: '',
      html: '',
    });
  });

  it.each(['from', 'to'])('requires %s (field.required) and a valid address (email.invalid)', (field) => {
    expect(firstMessage(testMailInputSchema.safeParse({ ...validTest, [field]: undefined }))).toBe(
      'field.required',
    );
    expect(firstMessage(testMailInputSchema.safeParse({ ...validTest, [field]: '  ' }))).toBe(
      'field.required',
    );
    expect(firstMessage(testMailInputSchema.safeParse({ ...validTest, [field]: 'not-an-email' }))).toBe(
      'email.invalid',
    );
  });

  it.each([
    ['subject', 50],
    ['text', 500],
    ['html', 500],
  ])('keeps %s to at most %i characters (field.too.long)', (field, max) => {
    expect(testMailInputSchema.safeParse({ ...validTest, [field]: 'x'.repeat(max) }).success).toBe(true);
    expect(firstMessage(testMailInputSchema.safeParse({ ...validTest, [field]: 'x'.repeat(max + 1) }))).toBe(
      'field.too.long',
    );
  });
});
