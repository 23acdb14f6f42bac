import { CombinedGraphQLErrors } from '@apollo/client';
import { describe, expect, it } from 'vitest';
import { codeOfApolloError, firstErrorCode } from './error-code';

describe('firstErrorCode', () => {
  it('reads the code of the first GraphQL error', () => {
    const response = {
      errors: [{ extensions: { code: 'user.not.authorized' } }, { extensions: { code: 'limit.invalid' } }],
      data: { updateProfile: null },
    };
    expect(firstErrorCode(response)).toBe('user.not.authorized');
  });

  it('reads the code of a failed mutation payload', () => {
    const response = { data: { result: { success: false, code: 'user.not.authorized', field: null } } };
    expect(firstErrorCode(response)).toBe('user.not.authorized');
  });

  it('finds nothing in a successful answer', () => {
    expect(firstErrorCode({ data: { result: { success: true, code: null } } })).toBeNull();
    expect(firstErrorCode({ data: null })).toBeNull();
  });
});

describe('codeOfApolloError', () => {
  it('reads the code of GraphQL errors Apollo combined', () => {
    const error = new CombinedGraphQLErrors({
      errors: [{ message: 'no', extensions: { code: 'user.not.authorized' } }],
    });
    expect(codeOfApolloError(error)).toBe('user.not.authorized');
  });

  it('has no code for a network failure', () => {
    expect(codeOfApolloError(new TypeError('Failed to fetch'))).toBeNull();
  });
});
