import zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { cutAtNonce, deflateParts, gzipWithNonce, withNonce } from './kept-page-bytes';

const RENDERED = 'r3nderN0nce+/abcdefghi==';
const page = (nonce: string) =>
  Buffer.from(
    `<html><head><script nonce="${nonce}">window.__APP_STATE__={"é":"${'x'.repeat(5000)}"}</script></head>` +
      `<body>${'<p>Lisbon international schools</p>'.repeat(400)}<script nonce="${nonce}">go()</script></body></html>`,
  );

describe('kept page bytes', () => {
  it('cuts a page where its nonce stands and joins it again with any nonce', () => {
    const parts = cutAtNonce(page(RENDERED), RENDERED);
    expect(parts).toHaveLength(3);
    expect(withNonce(parts, RENDERED).equals(page(RENDERED))).toBe(true);
    expect(withNonce(parts, 'fresh').toString()).toBe(page('fresh').toString());
    expect(cutAtNonce(Buffer.from('no scripts'), RENDERED).map(String)).toEqual(['no scripts']);
  });

  it('makes gzip of the page with each new nonce, which any gzip reader reads back whole', async () => {
    const parts = cutAtNonce(page(RENDERED), RENDERED);
    const deflated = await deflateParts(parts);
    for (const nonce of ['AAAAAAAAAAAAAAAAAAAAAA==', 'zz9/+Q1xQ2Vn0aF3kLmN7w==']) {
      const gzip = gzipWithNonce(parts, deflated, nonce);
      // gunzip checks the trailer's CRC-32 and length.
      expect(zlib.gunzipSync(gzip).toString()).toBe(page(nonce).toString());
      expect(gzip.length).toBeLessThan(page(nonce).length / 10);
    }
  });

  it('splices a page that starts or ends with its nonce, or holds nothing else', async () => {
    for (const html of [`${RENDERED}<p>a</p>`, `<p>a</p>${RENDERED}`, RENDERED, '']) {
      const parts = cutAtNonce(Buffer.from(html), RENDERED);
      const gzip = gzipWithNonce(parts, await deflateParts(parts), 'N');
      expect(zlib.gunzipSync(gzip).toString()).toBe(html.replaceAll(RENDERED, 'N'));
    }
  });
});
