import { PassThrough, Writable } from 'node:stream';
import { StringDecoder } from 'node:string_decoder';
import { directionOf, localeOf } from '@/core/shared/languages';
import type { RenderResult } from '@/core/shared/render-contract';

/**
 * What React writes before the page's markup when it renders into an element rather than the
 * whole document: the resources it hoists (`<link rel="preload">`, styles with a `precedence`,
 * `<meta>`). In <body> they are invalid HTML (a <style> belongs in <head>), so they move there.
 */
const HOISTED = /^(?:<link\b[^>]*>|<meta\b[^>]*>|<style\b[^>]*>[\s\S]*?<\/style>)/;
/** A start of one of those tags whose end has not arrived yet. */
const UNFINISHED =
  /^<(?:l(?:i(?:n(?:k[\s/>][^>]*)?)?)?|m(?:e(?:t(?:a[\s/>][^>]*)?)?)?|s(?:t(?:y(?:l(?:e[\s>][\s\S]*)?)?)?)?)?$/;

/**
 * The first number formatter a page makes loads the browser's number data: 27 ms on this
 * machine's Chromium, four times that on a phone, in one task of the page's hydration (a tenth
 * of a second of a phone's blocking time on every page that shows a count or a fee). Made here,
 * in <head> before the stylesheet, it loads while the browser waits for that stylesheet to
 * arrive anyway, before the first paint; the page's own formatters then take a tenth of a
 * millisecond.
 */
function numberDataWarmUp(lang: string, nonce: string): string {
  return `<script nonce="${nonce}">new Intl.NumberFormat(${JSON.stringify(localeOf(lang))})</script>`;
}

/**
 * The page: the template's HTML around the React markup as React streams it. The resources React
 * writes first go into <head>, after the stylesheets (`result.styles`, Mantine's variables,
 * must come after Mantine's own CSS, whose defaults they override), so the HTML is valid.
 * `clientLinks` name the page's own browser files (`PageRenderer.clientLinks`), after the
 * template's stylesheet: a page's styles come after the shared ones, as when a chunk loads them.
 */
export function pageStream(
  template: string,
  lang: string,
  result: Extract<RenderResult, { kind: 'page' }>,
  nonce: string,
  clientLinks = '',
) {
  const [before = '', after = ''] = template
    .replace('<!--app-lang-->', lang)
    .replace('<!--app-dir-->', directionOf(lang))
    .replace('<!--app-head-->', `${result.head}${numberDataWarmUp(lang, nonce)}`)
    .split('<!--app-html-->');
  const body = new PassThrough();
  const decoder = new StringDecoder('utf8');
  // What React wrote so far while its first tags may still be hoisted ones (as bytes, and as
  // text to read them); null once the page's own markup has begun and chunks pass as they come.
  let received: Buffer[] | null = [];
  let text = '';
  let hoisted = '';
  const startPage = (callback?: () => void) => {
    const rest = Buffer.concat(received ?? []).subarray(Buffer.byteLength(hoisted));
    received = null;
    body.write(before.replace('</head>', `${clientLinks}${result.styles}${hoisted}</head>`));
    body.write(rest, callback);
  };
  const sink = new Writable({
    write(chunk: Buffer | string, _encoding, callback) {
      const bytes = typeof chunk === 'string' ? Buffer.from(chunk) : chunk;
      if (received === null) {
        body.write(bytes, callback);
        return;
      }
      received.push(bytes);
      // A character cut between two chunks waits in the decoder: the text ends before it.
      text += decoder.write(bytes);
      for (let tag = HOISTED.exec(text); tag; tag = HOISTED.exec(text)) {
        hoisted += tag[0];
        text = text.slice(tag[0].length);
      }
      if (text === '' || UNFINISHED.test(text)) callback();
      else startPage(callback);
    },
    final(callback) {
      if (received !== null) startPage();
      // The state comes after the markup: it holds the translations the markup read.
      const state = `<script nonce="${nonce}">window.__APP_STATE__=${result.state()}</script>`;
      body.end(after.replace('<!--app-state-->', () => state));
      callback();
    },
  });
  result.pipe(sink);
  return body;
}
