import { describe, expect, it } from 'vitest';
import { LANGUAGE_CODES } from '@/core/shared/languages';
import { parseTextBlocks } from '@/core/shared/text-blocks';
import { LEGAL_PAGES, LEGAL_PLACEHOLDERS } from '../shared/legal-pages';
import { defaultLegalText } from './legal-texts';

const placeholders = (text: string) =>
  [...new Set([...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]))].sort();
const headings = (text: string) => parseTextBlocks(text).filter((block) => block.kind === 'heading').length;

describe.each(LEGAL_PAGES)('default %s text', (page) => {
  const english = defaultLegalText(page, 'en');

  it('uses only known placeholders', () => {
    for (const name of placeholders(english)) expect(LEGAL_PLACEHOLDERS).toContain(name);
  });

  it.each(LANGUAGE_CODES.filter((lang) => lang !== 'en'))(
    'exists in %s with the sections and placeholders of English',
    (lang) => {
      const translated = defaultLegalText(page, lang);
      expect(translated).not.toBe(english);
      expect(headings(translated)).toBe(headings(english));
      expect(placeholders(translated)).toEqual(placeholders(english));
    },
  );
});
