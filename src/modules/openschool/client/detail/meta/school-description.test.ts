import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createI18n } from '@/core/client/i18n';
import type { TFunction } from '@/core/client/translator';
import { formatOf } from '@/core/shared/format';
import type { SchoolDetailView } from '../school-detail.query';
import { schoolDescription, tuitionRange } from './school-description';

const LOCALES = path.resolve(import.meta.dirname, '../../../../../../public/locales');
const translations = (lang: string) =>
  JSON.parse(fs.readFileSync(path.join(LOCALES, lang, 'openschool.json'), 'utf8'));

const textsIn = (lang: string): TFunction =>
  createI18n({ lang, translations: { openschool: translations(lang) }, browser: false }).fixedT('openschool');
const t: Record<string, TFunction> = { en: textsIn('en'), fr: textsIn('fr') };

const yearly = (major: number, currency = 'EUR') => ({
  amountMinor: major * 100,
  currency,
  minorDigits: 2,
  usd: null,
});
const grade = (major: number) => ({ tuition: { yearly: yearly(major) } });

// Only what the description reads; the rest of the page's school is not needed here.
const school = (overrides: Partial<Record<keyof SchoolDetailView, unknown>> = {}) =>
  ({
    name: 'Lycée Molière',
    city: 'Madrid',
    countryName: 'Spain',
    ageFrom: 3,
    ageTo: 18,
    description: 'A French school near the Retiro park, with a bilingual section from the age of six.',
    curriculums: [
      { name: 'French curriculum', shortName: null },
      { name: 'International Baccalaureate Diploma', shortName: 'IB DP' },
    ],
    fees: { grades: [grade(9800), grade(14200), grade(11000)] },
    ...overrides,
  }) as unknown as SchoolDetailView;

describe('tuitionRange', () => {
  it('gives the lowest and highest yearly tuition in the school’s currency', () => {
    expect(tuitionRange(school().fees, formatOf('en'))).toBe('€9,800–€14,200');
  });

  it('gives one amount when every year costs the same, none without tuition', () => {
    const same = { grades: [grade(5000), grade(5000)] } as unknown as SchoolDetailView['fees'];
    expect(tuitionRange(same, formatOf('en'))).toBe('€5,000');
    expect(tuitionRange({ grades: [] } as unknown as SchoolDetailView['fees'], formatOf('en'))).toBeNull();
  });
});

describe('schoolDescription', () => {
  it('names the school, its place, curriculums, ages and tuition, then the start of its own text', () => {
    const text = schoolDescription(school(), t.en!, formatOf('en'));
    expect(text).toMatch(
      /^Lycée Molière, an international school in Madrid, Spain: French curriculum and IB DP, ages 3 to 18, tuition €9,800–€14,200 a year\. A French school/,
    );
    expect(text.length).toBeLessThanOrEqual(160);
  });

  it('names a city once when the school’s name holds it', () => {
    const text = schoolDescription(school({ name: 'Madrid French School' }), t.en!, formatOf('en'));
    expect(text).toMatch(/^Madrid French School, an international school in Spain:/);
  });

  it('is written in the page’s language', () => {
    expect(schoolDescription(school({ countryName: 'Espagne' }), t.fr!, formatOf('fr'))).toMatch(
      /^Lycée Molière, école internationale à Madrid, Espagne : French curriculum et IB DP, de 3 à 18 ans/,
    );
  });

  it('says less of a school whose record lacks fees', () => {
    const text = schoolDescription(school({ fees: { grades: [] }, description: '' }), t.en!, formatOf('en'));
    expect(text).toBe(
      'Lycée Molière, an international school in Madrid, Spain: curriculums, fees per grade, ratings and contact.',
    );
  });
});
