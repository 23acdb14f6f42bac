import { PassThrough, Writable } from 'node:stream';
import { StringDecoder } from 'node:string_decoder';
import { directionOf } from '../../shared/languages';
import type { RenderResult } from '../../shared/render-contract';

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
 * The page: the template's HTML around the React markup as React streams it. The resources React
 * writes first go into <head>, after the stylesheets (`result.styles`, Mantine's variables,
 * must come after Mantine's own CSS, whose defaults they override), so the HTML is valid.
 */
export function pageStream(
  template: string,
  lang: string,
  result: Extract<RenderResult, { kind: 'page' }>,
  nonce: string,
) {
  const [before = '', after = ''] = template
    .replace('<!--app-lang-->', lang)
    .replace('<!--app-dir-->', directionOf(lang))
    .replace('<!--app-head-->', result.head)
    .replace('<!--app-state-->', `<script nonce="${nonce}">window.__APP_STATE__=${result.state}</script>`)
    .split('<!--app-html-->');
  const body = new PassThrough();
  const decoder = new StringDecoder('utf8');
  // The markup read so far while React's first tags may still be hoisted ones; null once the
  // page's own markup has begun and chunks pass through as they come.
  let pending: string | null = '';
  let hoisted = result.styles;
  const startPage = (rest: string, callback?: () => void) => {
    pending = null;
    body.write(before.replace('</head>', `${hoisted}</head>`));
    body.write(rest, callback);
  };
  const sink = new Writable({
    write(chunk: Buffer | string, _encoding, callback) {
      if (pending === null) {
        body.write(chunk, callback);
        return;
      }
      pending += typeof chunk === 'string' ? chunk : decoder.write(chunk);
      for (let tag = HOISTED.exec(pending); tag; tag = HOISTED.exec(pending)) {
        hoisted += tag[0];
        pending = pending.slice(tag[0].length);
      }
      if (pending === '' || UNFINISHED.test(pending)) callback();
      else startPage(pending, callback);
    },
    final(callback) {
      if (pending !== null) startPage(pending + decoder.end());
      body.end(after);
      callback();
    },
  });
  result.pipe(sink);
  return body;
}
