import { PassThrough, Writable } from 'node:stream';
import { StringDecoder } from 'node:string_decoder';
import { directionOf, localeOf } from '@/core/shared/languages';
import type { RenderResult } from '@/core/shared/render-contract';
import type { PageLinks } from './client-links';

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
 * Loads the page's scripts (the entry first in `scripts`, then the chunks, fetched at once) after
 * its first paint, not while the browser still waits for the HTML and stylesheets the paint
 * needs: on a slow network they shared its bandwidth, and Lighthouse counted them in the largest
 * paint (decision 113). The page works without them meanwhile, its forms as plain HTML.
 *
 * "Painted" is the browser's first-contentful-paint entry where it reports one: the frame after
 * `requestAnimationFrame` is drawn by the main thread but may reach the screen later on a busy
 * device, and the scripts were then asked for before it. Without paint entries, the task after
 * the next frame; if no entry comes within 3 s (the tab hidden meanwhile), at once. A page
 * opened in a hidden tab paints nothing yet: it loads them at once.
 *
 * The entry is asked for first, then each chunk's `<link rel="modulepreload">` in a task of its
 * own: Chromium spends 2–3 ms inserting one (10 ms at a phone's pace), and the twenty-odd chunks
 * of a page inserted in one task made it the longest of the page's load (160–280 ms at the
 * mobile preset's slowdown, decision 093, stop 64).
 */
function scriptsAfterFirstPaint(scripts: readonly string[], nonce: string): string {
  if (scripts.length === 0) return '';
  const load =
    'function(){var h=document.head,e=document.createElement("script");e.type="module";e.crossOrigin="";' +
    'e.src=s[0];h.appendChild(e);s.slice(1).forEach(function(f){setTimeout(function(){' +
    'var l=document.createElement("link");l.rel="modulepreload";l.crossOrigin="";l.href=f;h.appendChild(l)})})}';
  const after =
    'var o=window.PerformanceObserver,t=o&&o.supportedEntryTypes||[],d=0,g=function(){if(!d){d=1;l()}};' +
    'if(document.visibilityState==="hidden")g();else if(t.indexOf("paint")<0)requestAnimationFrame(function(){setTimeout(g)});' +
    'else{new o(function(x,b){if(x.getEntriesByName("first-contentful-paint").length){b.disconnect();g()}})' +
    '.observe({type:"paint",buffered:true});setTimeout(g,3e3)}';
  // `<` written as a JSON escape: no file name closes the script.
  const list = JSON.stringify(scripts).replace(/</g, '\\u003c');
  return `<script nonce="${nonce}">(function(s){var l=${load};${after}})(${list})</script>`;
}

/**
 * The page: the template's HTML around the React markup as React streams it. The resources React
 * writes first go into <head>, after the stylesheets (`result.styles`, Mantine's variables,
 * must come after Mantine's own CSS, whose defaults they override), so the HTML is valid.
 * `links` name the page's own stylesheets (`PageRenderer.clientLinks`), after the template's
 * stylesheet: a page's styles come after the shared ones, as when a chunk loads them; its scripts
 * load after its first paint.
 */
export function pageStream(
  template: string,
  lang: string,
  result: Extract<RenderResult, { kind: 'page' }>,
  nonce: string,
  links: PageLinks = { styles: '', scripts: [] },
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
    body.write(before.replace('</head>', `${links.styles}${result.styles}${hoisted}</head>`));
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
      const state =
        `<script nonce="${nonce}">window.__APP_STATE__=${result.state()}</script>` +
        scriptsAfterFirstPaint(links.scripts, nonce);
      body.end(after.replace('<!--app-state-->', () => state));
      callback();
    },
  });
  result.pipe(sink);
  return body;
}
