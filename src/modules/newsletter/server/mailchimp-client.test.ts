import { describe, expect, it } from 'vitest';
import { mailchimpBaseUrl } from './mailchimp-client';

describe('mailchimpBaseUrl', () => {
  it('takes the data centre from the key suffix', () => {
    expect(mailchimpBaseUrl({ apiKey: '0123456789abcdef-us21', listId: 'l' })).toBe(
      'https://us21.api.mailchimp.com',
    );
  });

  it('uses MAILCHIMP_API_URL instead when given', () => {
    expect(mailchimpBaseUrl({ apiKey: 'k-us1', listId: 'l', apiUrl: 'http://127.0.0.1:4020/' })).toBe(
      'http://127.0.0.1:4020',
    );
  });

  it('refuses a key without a data centre', () => {
    expect(() => mailchimpBaseUrl({ apiKey: '0123456789abcdef', listId: 'l' })).toThrow(/data-centre/);
  });
});
