import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { filesOf, type Manifest } from '@/core/server/render/client-links';
import { BUDGETED_PAGES, type BudgetedPage, pageJavaScriptGzip } from '../../bench/bundle-size';
import { saveSchoolAsAdmin, singaporeSchool } from './support/schools';
import { ROOT } from './support/server-process';

/**
 * The most JavaScript (gzip) each page may load before it is interactive: the entry, the page's
 * route chunk with all it imports, and the modules' blocks loaded before hydration
 * (bench/bundle-size.ts). The home page's entry and route chunk alone were 248.0 kB when only they
 * were counted; counted whole, the pages were 302.9, 333.2 and 337.1 kB on 2026-11-29, and 232.4,
 * 319.4 and 288.2 kB once no form or validation library and no closed drawer loaded before a
 * visitor uses them (decision 093; the list uses the drawer's pieces itself, now in chunks that
 * compress apart). Then 233.4, 322.7 and 291.2 kB with the family on the cards and the list's
 * form, cities in the reader's language and the parents' confirmations beside the school's facts
 * (their correction dialog loads when opened). Then 233.6, 324.2 and 291.4 kB with the filters
 * declared once (the map's filter reader named in the manifest), names in the reader's language
 * and compare's family: growth not yet traced to its lines. Then 233.8, 324.5 and 291.7 kB with
 * the page's `data` read once (SiteDataProvider, decision 101) and the map's marker kinds and
 * links named in the manifests (decision 102); 233.9, 325.0 and 292.0 kB with the visitor's currency
 * remembered from the list's filter (a chunk the list and the fees tab share); 233.9, 325.1 and
 * 292.2 kB once compare converts into it too (the money helpers in a chunk of their own, named in
 * the entry's list of chunks). Then 234.4, 326.4 and 293.1 kB with the visitor's preferences
 * (decision 103): the router carrying them into links, the cookie read and written, and the
 * family offered again beside the list's family field; 234.6, 326.6 and 293.2 kB once the cards
 * name the school's own currency too; 234.9, 326.9 and 293.8 kB once a school's page says it
 * under its title as well (the converted amount in a chunk of its own, which the cards and the
 * page share); 235.0 and 327.0 kB for the home page and a country list once the server and the
 * browser share the preferences' query writer; 317.9 kB for a country list once its filters'
 * schemas are written with zod/mini (decision 104: classic zod, 24.5 kB, no longer loads first;
 * home and the school page +0.05 kB from the chunks' new split); 311.5 kB once the list's filter
 * drawer on a phone loads when first pressed, and 275.7 kB once the country picker's searchable
 * select (Mantine's combobox with Floating UI and its scroll area) loads after the page is
 * interactive, a stand-in first (home 235.0 and the school page 294.1 kB, +0.05 and +0.27 kB
 * from the chunks' new split); the school page 277.4 kB once its Enquire menu loads the same way
 * (Mantine's menu and popover), a button of the same look first; 275.9 and 277.5 kB once both
 * share the hook that loads them when the page is idle (a chunk of its own); the school page
 * 262.3 kB once Mantine's ScrollArea (its tables' scroll container) takes its one hook from
 * `@mantine/hooks` instead of all of Floating UI (vite.config.ts). Then 193.9, 234.7 and 221.3 kB
 * once every page reads GraphQL through urql's core and a document cache of our own instead of
 * Apollo Client (decision 106); 194.0, 234.8 and 221.8 kB once the facts every view shows alike
 * are listed by their display, not written out per view, and a school's teachers joined them
 * (decision 098: the school page +0.4 kB, the others +0.05 kB from the chunks' new names); the
 * school page 221.9 kB once its query asks for the school's life beside its admissions
 * (decision 107: +0.05 kB of query text); 194.6, 235.4 and 222.2 kB once no page renders twice at
 * once after hydrating and the translations a page did not read load when it is idle (decision
 * 093, 2026-11-30: +0.5 kB of code that spares the phone its longest tasks and each page's HTML
 * 8–13 kB of translations); 193.2, 234.0 and 220.8 kB once `useTranslation` is a hook of our own
 * (decision 108); 191.5, 232.5 and 219.3 kB once the browser's build leaves out Mantine's CSS
 * variables component, which it never renders (`vite.config.ts`); 172.0, 213.0 and 199.7 kB once
 * the texts come from a translator of our own instead of i18next and its HTTP backend (decision
 * 109); 171.5, 212.5 and 199.3 kB once a school's card is plain elements in Mantine's look rather
 * than a dozen Mantine components (`school-card.module.css`); 171.3, 212.4 and 199.1 kB once
 * Mantine's fields keep React's ids instead of swapping them for random ones after mounting
 * (`mantine-stable-id.ts`); the school page 199.2 kB once the entry makes its translator before
 * the GraphQL client (+0.05 kB from the chunks' new split); 171.4 and 212.5 kB for the home page
 * and a country list once native selects take plain `<option>`s (`native-options.tsx`: a
 * helper in a chunk of its own, −180 of a country list's fibers); 170.7, 211.8 and 198.6 kB once
 * the browser's build takes React Router's production build, without its development warnings
 * (`vite.config.ts`); 170.8 and 211.9 kB once a page's route hands the server its module in its
 * `handle`, the server's route tree built once for every request (+0.08 kB); 170.9, 212.0 and
 * 198.7 kB once the browser loads the matched routes' code by the ids the server names instead of
 * matching the address once more (+0.08 kB); 167.9, 208.4 and 196.6 kB once the search box, the
 * list's filters, the footer's newsletter and language fields, the compare toggle and the cards'
 * list are plain elements in Mantine's look (`plain-fields.tsx`: Mantine's input components no
 * longer load first on any of the three); 168.9, 209.5 and 198.0 kB once the top bar and the
 * footer are plain elements too (a page's server render 1–2 ms less, and some 25 components fewer
 * to hydrate on every page; Mantine's Group, Anchor and Container, no longer used by the shell that
 * every page loads, go to chunks shared between the pages, which compress apart); 166.4, 209.5
 * and 196.1 kB once the screens every page may show (loading, errors, not found), the public
 * forms' submit buttons and the list's and school page's buttons and notices are plain elements
 * too (`plain-button.tsx`, `plain-alert.tsx`: Mantine's Button with its Transition and Loader, and
 * its Alert, no longer load first); a country list 201.6 kB once its country picker's stand-in
 * and its no-script select are plain fields too (Mantine's Input no longer loads first on the
 * list; home +0.05 kB from the chunks' new split); a country list 198.5 kB once its page links
 * are plain links in the look of Mantine's Pagination (`page-links.tsx`, Mantine's `usePagination`
 * choosing the pages); a school page 189.3 kB once its tables are plain `<table>`s in the look of
 * Mantine's (`plain-table.tsx`: Mantine's Table brought its ScrollArea; home 166.6 and a country
 * list 198.6 kB, +0.07 kB from the chunks' new split); 159.4, 191.0 and 181.1 kB once each lazily
 * loaded chunk imports every chunk it needs itself, instead of the entry listing them beside each
 * `import()` (`vite.config.ts`: 7–8 kB of numbers on every page); home 149.9, a country list
 * 190.2 and a school page 181.5 kB once the home page's text, headings, stacks, rows and column,
 * the shortlist's count and the stock photo are plain elements too (`plain-text.tsx`,
 * `plain-layout.tsx`: no Mantine component renders on the home page, its MantineProvider stays),
 * the manifests no longer name pages' CSS modules (their class maps went to the pages' chunks),
 * the search box debounces with a hook of our own and the footer's form loads its request's
 * code when it is first sent (the school page +0.4 kB from the chunks' new split); a school page
 * 165.1 kB once each tab but the overview is a chunk of its own (`tab-panels.tsx`), and 148.5,
 * 188.8 and 164.0 kB once the code that writes a page's <head> loads with the first navigation
 * (`write-page-head.ts`); 148.8, 180.6 and 153.9 kB once a school list and a school's overview
 * render no Mantine component either (home +0.3 kB from the chunks' new split); 143.1, 174.9 and
 * 148.1 kB once Mantine's providers come with the parts that render Mantine components instead of
 * with every page (`theme/with-mantine.tsx`); a country list 157.0 kB once it renders from the
 * reading of its address the server made (its route's loader data) and its filters' schemas, with
 * zod, load when the page is idle (`list-address.ts`, `school-filter-checks.ts`; a school page
 * 148.2 kB: the router's reading of a page's address is in the entry); 143.5, 148.7 and
 * 148.4 kB once the list's forms (search, country and sort; filters) are islands, hydrated when
 * their code comes (`island.tsx`, its waiting in the entry); 143.6, 148.8 and 148.5 kB once a
 * page names its islands and its route's loader loads them (`PageModule.islands`, the form pages'
 * islands); 143.7, 148.9 and 148.6 kB once the router defers a navigation asked while it
 * renders the last one (`app-router.tsx`); home 143.8 kB once the hero's count prints its number
 * in a place of its own (`hero.tsx`); 143.9, 149.0 and 148.7 kB once the start yields to the browser
 * between its steps (`next-task.ts`); 144.0, 149.2 and 148.8 kB once a page's metadata is computed
 * again only for the answers it read (`page-meta-sync.tsx`, the cache telling of each change) and a
 * list's map reads its filters with its address (`modulesWithMapFilters`). It catches any growth; the goal of
 * the phones issue, 150 kB for each, is met by all three. Sizes are deterministic: a failure is
 * real.
 */
const JAVASCRIPT_BUDGET_KB: Record<BudgetedPage, number> = {
  home: 144.0,
  'country list': 149.2,
  'school page': 148.8,
};

test('hashed assets are cached for a year and sent compressed when accepted; pages are revalidated', async ({
  request,
}) => {
  const page = await request.get('/', { headers: { 'accept-encoding': 'gzip, br' } });
  expect(page.headers()['cache-control']).toMatch(/no-cache/);
  expect(page.headers()['content-encoding']).toMatch(/^(br|gzip)$/);

  const scripts = scriptsAfterPaintOf(await page.text());
  expect(scripts.length).toBeGreaterThan(0);
  for (const script of scripts) {
    const asset = await request.get(script, { headers: { 'accept-encoding': 'gzip, br' } });
    expect(asset.status()).toBe(200);
    expect(asset.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
    // A client that accepts no compression gets the same script, uncompressed.
    const plain = await request.get(script, { headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers()['content-encoding']).toBeUndefined();
    expect(await plain.text()).toBe(await asset.text());
    // Files under 1 kB are not worth compressing (vite.config.ts); the others are sent compressed.
    if ((await plain.body()).length >= 1024) {
      expect(asset.headers()['content-encoding'], script).toMatch(/^(br|gzip)$/);
      expect(asset.headers().vary).toMatch(/accept-encoding/i);
    }
  }
});

test('the home page, a country list and a school page load no more JavaScript before they are interactive than their budgets', () => {
  for (const page of Object.keys(BUDGETED_PAGES) as BudgetedPage[]) {
    const { bytes, files } = pageJavaScriptGzip(path.join(ROOT, 'dist/client'), page);
    expect(files.length).toBeGreaterThan(0);
    expect(bytes / 1024, `${page}: ${files.length} files`).toBeLessThanOrEqual(JAVASCRIPT_BUDGET_KB[page]);
  }
});

/** The scripts a page loads after its first paint, as its last script lists them, entry first. */
function scriptsAfterPaintOf(html: string): string[] {
  const list = /\}\)\((\[[^\]]*\])\)<\/script>\s*<\/body>/.exec(html)?.[1];
  return list ? (JSON.parse(list) as string[]) : [];
}

test('a page names every file it loads before it is interactive, to fetch them at once after its first paint', async ({
  page,
}) => {
  const school = await saveSchoolAsAdmin(page, {
    id: null,
    input: singaporeSchool(`Head Links Academy ${Date.now()}`),
  });
  const paths: Record<BudgetedPage, string> = {
    home: '/',
    'country list': '/schools/singapore',
    'school page': school.publicPath,
  };
  for (const [kind, pagePath] of Object.entries(paths) as [BudgetedPage, string][]) {
    const response = await page.request.get(pagePath);
    expect(response.status(), pagePath).toBe(200);
    const html = await response.text();
    const head = html.split('</head>')[0]!;
    const named = new Set(scriptsAfterPaintOf(html));
    const { files } = pageJavaScriptGzip(path.join(ROOT, 'dist/client'), kind);
    expect(
      files.filter((file) => !named.has(file)),
      `${kind}: files the page does not name`,
    ).toEqual([]);
    // None of them is asked for before the page has painted: the head names no script.
    expect(head, kind).not.toMatch(/<script type="module"|rel="modulepreload"/);
    // The page's stylesheets too: its HTML is styled from the first paint.
    expect(head, kind).toMatch(/<link rel="stylesheet" crossorigin href="\/assets\/initial-[^"]+\.css">/);
  }
  // A school page's own stylesheet (its tabs' layout) comes with its HTML, not with its script.
  const schoolHead = (await (await page.request.get(school.publicPath)).text()).split('</head>')[0]!;
  expect(schoolHead).toMatch(
    /<link rel="stylesheet" crossorigin href="\/assets\/school-detail-route-[^"]+\.css">/,
  );
  // A tab other than the overview is a chunk of its own, not in the page's first script: the
  // head of that tab's page names it, with what it imports.
  const dist = path.join(ROOT, 'dist/client');
  const manifest: Manifest = JSON.parse(fs.readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8'));
  const feesTab = filesOf(manifest, ['src/modules/openschool/client/detail/fees/fees-tab.tsx']).scripts;
  expect(pageJavaScriptGzip(dist, 'school page').files).not.toContain(`/${feesTab[0]}`);
  const feesScripts = scriptsAfterPaintOf(await (await page.request.get(`${school.publicPath}/fees`)).text());
  for (const file of feesTab) expect(feesScripts, file).toContain(`/${file}`);

  // In the browser: the page paints, then asks for its scripts, then hydrates.
  await page.goto(school.publicPath);
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
  const { paint, entry } = await page.evaluate(() => ({
    paint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null,
    entry:
      performance
        .getEntriesByType('resource')
        .find((resource) => /\/assets\/index-[^/]+\.js$/.test(resource.name))?.startTime ?? null,
  }));
  expect(paint).not.toBeNull();
  expect(entry).toBeGreaterThanOrEqual(paint!);
});

test('a page reached by a link asks for all its scripts once it has read its own: each lazily loaded chunk imports every chunk it needs', () => {
  const dist = path.join(ROOT, 'dist/client');
  const manifest: Manifest = JSON.parse(fs.readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8'));
  const lazy = Object.entries(manifest).filter(([, chunk]) => chunk.isDynamicEntry);
  expect(lazy.length).toBeGreaterThan(20);
  for (const [key, chunk] of lazy) {
    const needed = filesOf(manifest, [key]).scripts.filter((file) => file !== chunk.file);
    const code = fs.readFileSync(path.join(dist, chunk.file), 'utf8');
    const imported = new Set(
      [...code.matchAll(/(?:import|from)\s*["']\.\/([^"']+\.js)["']/g)].map((match) => `assets/${match[1]}`),
    );
    expect(
      needed.filter((file) => !imported.has(file)),
      `${key}: chunks it reaches only through others`,
    ).toEqual([]);
  }
  // The entry no longer lists those chunks beside each `import()`: its loader names stylesheets only.
  for (const file of pageJavaScriptGzip(dist, 'home').files) {
    const code = fs.readFileSync(path.join(dist, file), 'utf8');
    for (const list of code.matchAll(/m\.f=\[([^\]]*)\]/g)) expect(list[1], file).not.toMatch(/\.js"/);
  }
});
