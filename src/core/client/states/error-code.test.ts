import { describe, expect, it } from 'vitest';
// biome-ignore lint/style/noRestrictedImports: a local server that answers as ours, a proxy or a dropped connection would: it lives with the other fakes in tests/.
import { errorOfAnswer } from '../../../../tests/fakes/graphql-answer-fake';
import { codeOfError, firstErrorCode, isNetworkFailure } from './error-code';

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

describe('codeOfError', () => {
  it('reads the code of a GraphQL error', async () => {
    const body = { data: null, errors: [{ message: 'no', extensions: { code: 'user.not.authorized' } }] };
    expect(codeOfError(await errorOfAnswer({ status: 200, body: JSON.stringify(body) }))).toBe(
      'user.not.authorized',
    );
  });

  it('reads the code of a refusal our server sent outside GraphQL', async () => {
    const busy = await errorOfAnswer({
      status: 503,
      body: JSON.stringify({ success: false, code: 'server.busy' }),
    });
    expect(codeOfError(busy)).toBe('server.busy');
    expect(isNetworkFailure(busy)).toBe(false);
    // A search refused its turn: the GraphQL answer itself comes with the 503.
    const searchRefused = await errorOfAnswer({
      status: 503,
      body: JSON.stringify({ errors: [{ message: 'server.busy', extensions: { code: 'server.busy' } }] }),
    });
    expect(codeOfError(searchRefused)).toBe('server.busy');
  });

  it('has no code for a network failure, or an HTTP error that is not ours', async () => {
    const dropped = await errorOfAnswer({ status: 200, body: null });
    expect(codeOfError(dropped)).toBeNull();
    expect(isNetworkFailure(dropped)).toBe(true);
    const proxy = await errorOfAnswer({
      status: 502,
      body: '<html>Bad Gateway</html>',
      contentType: 'text/html',
    });
    expect(codeOfError(proxy)).toBeNull();
    expect(isNetworkFailure(proxy)).toBe(true);
  });
});
