import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LANGUAGE_CODES } from '../../src/core/shared/languages';
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

describe('account emails in the 20 languages', () => {
  let api: TestApp;
  beforeAll(async () => {
    api = await startTestApp('pglite');
  });
  afterAll(() => api.close());

  it.each(LANGUAGE_CODES)('every account email exists in %s, with its own subject', async (lang) => {
    const MailService = (await import('../../src/core/server/mail/mail-service')).MailService;
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
});
