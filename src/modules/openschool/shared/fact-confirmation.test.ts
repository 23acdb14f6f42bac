import { describe, expect, it } from 'vitest';
import { disputeFactInputSchema } from './fact-confirmation';

const codesOf = (input: unknown) =>
  disputeFactInputSchema.safeParse(input).error?.issues.map((issue) => [issue.path.join('.'), issue.message]);

describe('a dispute of a fact', () => {
  it('refuses an unknown fact with a field code, without checking a value it has no rule for', () => {
    expect(codesOf({ fact: '%', value: '1e309', source: 'x' })).toEqual([['fact', 'fact.invalid']]);
  });

  it('checks the value by the fact’s kind', () => {
    expect(codesOf({ fact: 'deadline:September', value: 'soon' })).toEqual([['value', 'date.invalid']]);
    expect(codesOf({ fact: 'fees:11', value: '14500' })).toBeUndefined();
  });
});
