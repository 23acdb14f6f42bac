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
});
