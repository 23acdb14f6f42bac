import fs from 'node:fs';
import path from 'node:path';
import { MantineProvider } from '@mantine/core';
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { createI18n, type Translations } from '../i18n';
import { collectLinks } from '../modules';
import { theme } from '../theme';
import { I18nContext } from '../use-translation';
import { SiteFooter } from './site-footer';

const LOCALES = path.resolve(import.meta.dirname, '../../../../public/locales/en');
const translations: Translations = Object.fromEntries(
  fs
    .readdirSync(LOCALES)
    .map((file) => [
      file.replace(/\.json$/, ''),
      JSON.parse(fs.readFileSync(path.join(LOCALES, file), 'utf8')),
    ]),
);

async function renderFooter(options: {
  settings?: Record<string, unknown>;
  signedIn?: boolean;
  printing?: boolean;
}) {
  const i18n = createI18n({ lang: 'en', translations, browser: false });
  const footer = createElement(SiteFooter, {
    settings: options.settings ?? {},
    siteName: 'Schools',
    signedIn: options.signedIn ?? false,
    printing: options.printing ?? false,
  });
  const html = renderToString(
    createElement(
      MantineProvider,
      { theme },
      createElement(I18nContext, { value: i18n }, createElement(MemoryRouter, null, footer)),
    ),
  );
  const hrefs = [...html.matchAll(/<a [^>]*href="([^"]+)"/g)].map((match) => match[1]);
  return { html, hrefs, i18n };
}

describe('site footer', () => {
  it("lists every enabled module's footer links, highest priority first, then Register and Login for a guest", async () => {
    const { hrefs, html, i18n } = await renderFooter({});
    const moduleLinks = collectLinks({}, 'footerLinks');
    expect(hrefs.slice(0, moduleLinks.length + 2)).toEqual([
      ...moduleLinks.map((link) => link.path),
      '/register',
      '/login',
    ]);
    for (const link of moduleLinks) expect(html).toContain(i18n.t(link.label));
  });

  it('leaves out the links of a module switched off by its setting', async () => {
    const all = collectLinks({}, 'footerLinks');
    const settings = { ENABLE_CONTACT_US: false, ENABLE_NEWSLETTER: false, ENABLE_OPENSCHOOL: false };
    const { hrefs } = await renderFooter({ settings });
    const hidden = all.filter((link) => !collectLinks(settings, 'footerLinks').includes(link));
    for (const link of hidden) expect(hrefs).not.toContain(link.path);
  });

  it('shows only the configured social networks, opening in a new tab', async () => {
    const { html, hrefs } = await renderFooter({
      settings: { GITHUB_URL: 'https://github.com/example', TWITTER_URL: '' },
    });
    expect(hrefs).toContain('https://github.com/example');
    expect(html).toContain('GitHub');
    expect(html).not.toContain('Twitter');
    expect(html).toMatch(
      /href="https:\/\/github.com\/example"[^>]*target="_blank"[^>]*rel="noopener noreferrer"/,
    );
  });

  it('has no Register or Login for a signed-in user, and the footer text setting replaces the default', async () => {
    const { hrefs, html } = await renderFooter({
      signedIn: true,
      settings: { WEBSITE_FOOTER: 'Made by parents' },
    });
    expect(hrefs).not.toContain('/register');
    expect(hrefs).not.toContain('/login');
    expect(html).toContain('Made by parents');
    expect(html).not.toContain('community-based directory');
  });

  it('keeps only the footer text when printing', async () => {
    const { hrefs, html } = await renderFooter({
      printing: true,
      settings: { GITHUB_URL: 'https://github.com/x' },
    });
    expect(hrefs).toEqual([]);
    expect(html).toContain('community-based directory');
  });
});
