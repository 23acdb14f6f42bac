import { describe, expect, it } from 'vitest';
import { safeRedirect } from './safe-redirect';

describe('safeRedirect', () => {
  it('keeps a path of this site, with its query', () => {
    expect(safeRedirect('/close')).toBe('/close');
    expect(safeRedirect('/schools?q=paris')).toBe('/schools?q=paris');
  });

  it('sends anything else home: nothing, another site, a protocol-relative or backslash URL', () => {
    for (const target of [null, '', 'close', 'https://evil.test/', '//evil.test', '/\\evil.test']) {
      expect(safeRedirect(target)).toBe('/');
    }
  });
});
