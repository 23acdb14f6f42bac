import { describe, expect, it } from 'vitest';
import { pageStream } from './page-stream';

const TEMPLATE =
  '<html lang="<!--app-lang-->"><head><!--app-head--><link rel="stylesheet" href="/a.css"></head>' +
  '<body><div id="root"><!--app-html--></div><!--app-state--></body></html>';

/** The page around React's markup `react`, written as bytes cut at the byte offsets `cuts`. */
async function pageOf(react: string, cuts: number[] = []): Promise<string> {
  const bytes = Buffer.from(react);
  const body = pageStream(
    TEMPLATE,
    'en',
    {
      kind: 'page',
      status: 200,
      head: '<title>T</title>',
      styles: '<style data-mantine-styles="true">:root{}</style>',
      modules: [],
      styledModules: [],
      state: () => '{}',
      pipe: (writable) => {
        let from = 0;
        for (const to of [...cuts, bytes.length]) {
          writable.write(bytes.subarray(from, to));
          from = to;
        }
        writable.end();
      },
    },
    'n',
  );
  const read: Buffer[] = [];
  for await (const chunk of body) read.push(Buffer.from(chunk));
  return Buffer.concat(read).toString();
}

describe('the page around the React markup', () => {
  it('moves the tags React writes first into <head>, after the stylesheets, however the chunks fall', async () => {
    const react =
      '<link rel="preload" as="image" href="/logo.svg"/><style data-precedence="default" data-href="x">@media (max-width: 1px) { a { color: red } }</style>' +
      '<header>é</header><style data-mantine-styles="inline">.a{}</style>';
    const expected =
      '<html lang="en"><head><title>T</title><script nonce="n">new Intl.NumberFormat("en-US")</script>' +
      '<link rel="stylesheet" href="/a.css">' +
      '<style data-mantine-styles="true">:root{}</style><link rel="preload" as="image" href="/logo.svg"/>' +
      '<style data-precedence="default" data-href="x">@media (max-width: 1px) { a { color: red } }</style></head>' +
      '<body><div id="root"><header>é</header><style data-mantine-styles="inline">.a{}</style></div>' +
      '<script nonce="n">window.__APP_STATE__={}</script></body></html>';
    expect(await pageOf(react)).toBe(expected);
    // Cut inside a tag's name, inside a style's start tag, inside its text and inside "é" (2 bytes).
    const cuts = [3, 60, 120, Buffer.byteLength(react.slice(0, react.indexOf('é'))) + 1];
    expect(await pageOf(react, cuts)).toBe(expected);
  });

  it('ends with the script that loads the page’s scripts after its first paint, entry first', async () => {
    const bytes = Buffer.from('<main>x</main>');
    const body = pageStream(
      TEMPLATE,
      'en',
      {
        kind: 'page',
        status: 200,
        head: '',
        styles: '',
        modules: [],
        styledModules: [],
        state: () => '{}',
        pipe: (writable) => writable.end(bytes),
      },
      'n',
      {
        styles: '<link rel="stylesheet" href="/page.css">',
        scripts: ['/assets/entry.js', '/assets/page.js'],
      },
    );
    const read: Buffer[] = [];
    for await (const chunk of body) read.push(Buffer.from(chunk));
    const page = Buffer.concat(read).toString();
    expect(page).toContain('<link rel="stylesheet" href="/page.css"></head>');
    expect(page).not.toMatch(/<head>.*type="module".*<\/head>/s);
    expect(page).toMatch(
      /<script nonce="n">window.__APP_STATE__=\{\}<\/script><script nonce="n">\(function\(s\)\{.*first-contentful-paint.*\}\)\(\["\/assets\/entry.js","\/assets\/page.js"\]\)<\/script><\/body>/,
    );
  });

  it('writes the page when React wrote nothing but hoisted tags', async () => {
    expect(await pageOf('<link rel="preload" href="/x"/>')).toContain(
      '<link rel="preload" href="/x"/></head>',
    );
  });
});
