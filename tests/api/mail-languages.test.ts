import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findMailTemplate } from '@/core/server/mail/mail-template-repository';
import { LANGUAGE_CODES } from '@/core/shared/languages';
import { startTestApp, type TestApp } from './support/test-app';

const TEMPLATES = [
  'activation',
  'email-validation',
  'password-reset',
  'account-close',
  'welcome',
  'account-exists',
  'invitation',
];

/** Every built-in template, with the variables its senders give. */
const ALL_TEMPLATES = [
  ...TEMPLATES,
  'contact-message',
  'newsletter-confirm',
  'rating-notification',
  'school-change-alert',
  'shortlist-deadline-reminder',
  'shortlist-invitation',
];
const LINK = 'https://schools.example/activate?token=a1&next=%2Fme';
const UNSUBSCRIBE = 'https://schools.example/api/stop/t0k3n';
const VARIABLES = {
  link: LINK,
  unsubscribeLink: UNSUBSCRIBE,
  username: 'Ana',
  name: 'Ana Lima',
  email: 'ana@example.com',
  language: 'Português',
  subject: 'Fees',
  message: 'Hello',
  schoolName: 'Harbour School',
  change: 'Harbour School: 15 000 € → 16 000 €',
  author: 'Ana',
  overall: 4,
  comment: 'Good',
  intake: 'August 2027',
  deadline: '15 January 2027',
  inviterName: 'Sam Lima',
};
// The words for a button in each language tested, as the templates write them.
const BUTTON_WORDS: Record<string, RegExp> = { en: /button/i, fr: /bouton/i, ar: /الزر/ };
// The main link painted as a button: a cell with a background holding the link.
// The English text of each template, to tell a translated one from a copy (English runs first).
const english = new Map<string, string>();
const BUTTON = (href: string) => new RegExp(`<td style="[^"]*background:[^"]*"><a [^>]*href="${href}"`);

describe('account emails in the 20 languages', () => {
  let api: TestApp;
  beforeAll(async () => {
    api = await startTestApp('pglite');
    await api.app.settings.set('WEBSITE_URL', 'https://schools.example');
  });
  afterAll(() => api.close());

  it.each(LANGUAGE_CODES)('every account email exists in %s, with its own subject', async (lang) => {
    const MailService = (await import('@/core/server/mail/mail-service')).MailService;
    const mail = new MailService({
      db: api.database.db,
      settings: api.app.settings,
      config: { MAILJET_API_URL: 'http://unused' },
    });
    const subjects = new Set<string>();
    for (const template of TEMPLATES) {
      const result = await mail.sendTemplate(template, {
        to: `reader-${lang.toLowerCase()}@example.com`,
        lang,
        variables: { link: 'https://example.com/x', username: 'Ana' },
      });
      const [row] = await mail.latestFor(`reader-${lang.toLowerCase()}@example.com`, 1);
      expect(result.status).toBe('stored');
      // The template of that language was used, not the English fallback.
      expect(row?.lang).toBe(lang.toLowerCase());
      expect(row?.text).toContain(template === 'welcome' ? 'Ana' : 'https://example.com/x');
      subjects.add(row!.subject);
    }
    expect(subjects.size).toBe(TEMPLATES.length);
  });

  it.each(['en', 'fr', 'ar'])(
    'renders each template in %s with its links, a button and no placeholder',
    async (lang) => {
      const { MailService } = await import('@/core/server/mail/mail-service');
      const mail = new MailService({
        db: api.database.db,
        settings: api.app.settings,
        config: { MAILJET_API_URL: 'http://unused' },
      });
      for (const template of ALL_TEMPLATES) {
        const to = `styled-${lang}-${template}@example.com`;
        const options = { to, lang, variables: VARIABLES };
        // The alert and the reminder are queued with what they tell of, and carry their unsubscribe address.
        const stoppable = template === 'school-change-alert' || template === 'shortlist-deadline-reminder';
        if (stoppable)
          await mail.queueTemplateWithin(api.database.db, template, {
            ...options,
            unsubscribeUrl: UNSUBSCRIBE,
          });
        else await mail.sendTemplate(template, options);
        const [row] = await mail.latestFor(to, 1);
        const { html, text, subject } = row!;
        const raw = (await findMailTemplate(api.database.db, template, lang))!;
        expect(raw.lang).toBe(lang);
        // A page in the reader's language and direction, with the site's name above the body.
        expect(html).toMatch(
          new RegExp(`^<!DOCTYPE html>\\n<html lang="${lang}" dir="${lang === 'ar' ? 'rtl' : 'ltr'}">`),
        );
        expect(html).toContain('href="https://schools.example"');
        // Nothing left to fill, and no key where a sentence should be.
        for (const part of [subject, html, text]) {
          expect(part).not.toMatch(/\{\{|\}\}/);
          expect(part).not.toMatch(/\b[a-z]+(\.[a-z]+){2,}\b/i);
        }
        if (lang === 'en') english.set(template, text);
        else expect(text).not.toBe(english.get(template));
        // Each link the template names is a link in HTML and an address in the text.
        for (const [placeholder, url] of [
          ['link', LINK],
          ['unsubscribeLink', UNSUBSCRIBE],
        ] as const) {
          if (!raw.html.includes(`{{${placeholder}}}`)) continue;
          expect(html).toContain(`href="${url.replace(/&/g, '&amp;')}"`);
          expect(text).toContain(url);
        }
        // The main link is a real button; a mail that speaks of a button has one.
        if (raw.html.includes('{{link}}'))
          expect(html).toMatch(BUTTON(LINK.replace(/[?&]/g, (c) => (c === '?' ? '\\?' : '&amp;'))));
        if (BUTTON_WORDS[lang]!.test(html)) expect(html).toMatch(/<td style="[^"]*background:[^"]*"><a /);
        // The mail that can be stopped says so in its footer, in its language.
        if (stoppable) {
          expect(html).toMatch(
            new RegExp(
              `<a href="${UNSUBSCRIBE}" style="[^"]*">(Unsubscribe|Se désabonner|إلغاء الاشتراك)</a>`,
            ),
          );
        }
      }
    },
  );
});
