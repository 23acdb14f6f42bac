import { describe, expect, it, vi } from 'vitest';
import { applyServerError } from './apply-server-error';

type Values = { email: string; password: string; captcha: string };

describe('applyServerError', () => {
  const fields = ['email', 'password', 'captcha'] as const;

  it('marks the field the server names', () => {
    const setError = vi.fn();
    applyServerError<Values>(
      { setError },
      { success: false, code: 'password.too.common', field: 'password' },
      fields,
    );
    expect(setError).toHaveBeenCalledWith(
      'password',
      { type: 'server', message: 'password.too.common' },
      { shouldFocus: true },
    );
  });

  it('puts a captcha refusal on the captcha, and anything else on the form', () => {
    const setError = vi.fn();
    applyServerError<Values>({ setError }, { success: false, code: 'captcha.invalid', field: null }, fields);
    applyServerError<Values>({ setError }, { success: false, code: 'rate.limited', field: null }, fields);
    applyServerError<Values>({ setError }, { success: false, code: 'token.invalid', field: 'token' }, fields);
    expect(setError.mock.calls.map((call) => call[0])).toEqual(['captcha', 'root.server', 'root.server']);
  });

  it('marks every refused field the form shows, nested ones under their field, and focuses the first', () => {
    const setError = vi.fn();
    applyServerError<Values>(
      { setError },
      {
        success: false,
        code: 'email.invalid',
        field: 'email',
        fieldErrors: [
          { field: 'email', code: 'email.invalid' },
          { field: 'password.0', code: 'password.too.short' },
          { field: 'token', code: 'token.invalid' },
        ],
      },
      fields,
    );
    expect(setError.mock.calls).toEqual([
      ['email', { type: 'server', message: 'email.invalid' }, { shouldFocus: true }],
      ['password.0', { type: 'server', message: 'password.too.short' }, { shouldFocus: false }],
    ]);
  });

  it('puts the answer on the form when it shows none of the refused fields', () => {
    const setError = vi.fn();
    applyServerError<Values>(
      { setError },
      {
        success: false,
        code: 'slug.taken',
        field: 'slug',
        fieldErrors: [{ field: 'slug', code: 'slug.taken' }],
      },
      fields,
    );
    expect(setError).toHaveBeenCalledWith('root.server', { type: 'server', message: 'slug.taken' });
  });
});
