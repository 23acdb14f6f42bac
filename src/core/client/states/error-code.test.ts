import { CombinedGraphQLErrors, ServerError } from '@apollo/client';
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

  it('reads the code of a refusal our server sent outside GraphQL', () => {
    const busy = new ServerError('Response not successful: Received status code 503', {
      response: new Response('', { status: 503 }),
      bodyText: JSON.stringify({ success: false, code: 'server.busy' }),
    });
    expect(codeOfApolloError(busy)).toBe('server.busy');
    // A search refused its turn: the GraphQL answer itself comes with the 503.
    const searchRefused = new ServerError('Response not successful: Received status code 503', {
      response: new Response('', { status: 503 }),
      bodyText: JSON.stringify({ errors: [{ message: 'server.busy', extensions: { code: 'server.busy' } }] }),
    });
    expect(codeOfApolloError(searchRefused)).toBe('server.busy');
  });

  it('has no code for a network failure, or an HTTP error that is not ours', () => {
    expect(codeOfApolloError(new TypeError('Failed to fetch'))).toBeNull();
    const proxy = new ServerError('Response not successful: Received status code 502', {
      response: new Response('', { status: 502 }),
      bodyText: '<html>Bad Gateway</html>',
    });
    expect(codeOfApolloError(proxy)).toBeNull();
  });
});
