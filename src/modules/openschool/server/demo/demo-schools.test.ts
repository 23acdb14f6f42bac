import { validate, version } from 'uuid';
import { describe, expect, it } from 'vitest';
import { citiesOf } from '@/core/server/countries/countries';
import { slugify } from '@/core/shared/slug';
import { allocateQuotas } from './demo-countries';
import { generateDemoSchools, type NewSchoolRow } from './demo-schools';
import { MAX_FEE_USD, MIN_FEE_USD } from './fee-levels';

const now = new Date('2025-06-01T12:00:00Z');
const take = (count: number, seed: number, at = now): NewSchoolRow[] => [
  ...generateDemoSchools({ count, seed, now: at }),
];

describe('generateDemoSchools', () => {
  const rows = take(1000, 42);

  it('gives the same rows for the same count, seed and time', () => {
    expect(take(1000, 42).slice(0, 200)).toEqual(rows.slice(0, 200));
  });

  it('gives other rows for another seed', () => {
    const other = take(1000, 43).slice(0, 200);
    const ids = new Set(rows.slice(0, 200).map((row) => row.id));
    expect(other.filter((row) => ids.has(row.id))).toHaveLength(0);
    expect(other.map((row) => row.name)).not.toEqual(rows.slice(0, 200).map((row) => row.name));
  });

  it('yields exactly the number asked, lazily', () => {
    expect(take(0, 1)).toEqual([]);
    expect(take(7, 1)).toHaveLength(7);
    const iterator = generateDemoSchools({ count: 1_000_000, seed: 1, now });
    expect(iterator.next().done).toBe(false);
    iterator.return(undefined);
  });

  it('spreads 1000 schools over at least 60 countries, the big markets getting more', () => {
    const perCountry = new Map<string, number>();
    for (const row of rows) perCountry.set(row.country_code, (perCountry.get(row.country_code) ?? 0) + 1);
    expect(perCountry.size).toBeGreaterThanOrEqual(60);
    expect(perCountry.get('CN') ?? 0).toBeGreaterThan(20);
    expect(Math.max(...perCountry.values()) / rows.length).toBeLessThan(0.15);
  });

  it('places each school in a real city of its country, a few km from its centre', () => {
    for (const row of rows) {
      const city = citiesOf(row.country_code).find((candidate) => candidate.name === row.city);
      expect(city, `${row.city} (${row.country_code})`).toBeDefined();
      expect(Math.abs((row.latitude ?? 999) - (city?.latitude ?? 0))).toBeLessThan(0.05);
      expect(Math.abs((row.longitude ?? 999) - (city?.longitude ?? 0))).toBeLessThan(0.5);
    }
  });

  it('gives plausible fees, some unknown', () => {
    const unknown = rows.filter((row) => row.avg_fees_usd_cents === null).length;
    expect(unknown / rows.length).toBeGreaterThan(0.04);
    expect(unknown / rows.length).toBeLessThan(0.13);
    for (const { avg_fees_usd_cents: cents } of rows) {
      if (cents === null || cents === undefined) continue;
      expect(Number.isInteger(cents)).toBe(true);
      expect(cents).toBeGreaterThanOrEqual(MIN_FEE_USD * 100);
      expect(cents).toBeLessThanOrEqual(MAX_FEE_USD * 100);
    }
  });

  it('dates rows within three years before now, updated after created', () => {
    const threeYearsAgo = now.getTime() - 3.01 * 365.25 * 24 * 3600 * 1000;
    for (const row of rows) {
      const created = (row.created_at as Date).getTime();
      const updated = (row.updated_at as Date).getTime();
      expect(created).toBeGreaterThanOrEqual(threeYearsAgo);
      expect(updated).toBeGreaterThanOrEqual(created);
      expect(updated).toBeLessThanOrEqual(now.getTime());
    }
  });

  it('uses UUID v7 ids carrying the creation time, all distinct', () => {
    for (const row of rows) {
      expect(validate(row.id) && version(row.id)).toBe(7);
      const msecs = Number.parseInt(row.id.replace(/-/g, '').slice(0, 12), 16);
      expect(msecs).toBe((row.created_at as Date).getTime());
    }
    expect(new Set(rows.map((row) => row.id)).size).toBe(rows.length);
  });

  it('names schools with slugs, rarely twice in one city', () => {
    for (const row of rows) {
      expect(row.is_demo).toBe(true);
      expect(row.slug).toBe(slugify(row.name));
      expect(row.name).toMatch(/\p{L}{3}/u);
    }
    const unique = new Set(rows.map((row) => `${row.name}|${row.city}|${row.country_code}`));
    expect(unique.size / rows.length).toBeGreaterThanOrEqual(0.99);
  });

  it('uses the local style of French- and Spanish-speaking countries', () => {
    const names = take(3000, 5).filter((row) => ['FR', 'ES', 'MX'].includes(row.country_code));
    expect(names.some((row) => /^(Lycée|École|Collège)/.test(row.name))).toBe(true);
    expect(names.some((row) => /^(Colegio|Liceo|Escuela|Instituto)/.test(row.name))).toBe(true);
  });
});

describe('allocateQuotas', () => {
  it('sums exactly and gives every country at least one', () => {
    const quotas = allocateQuotas(1000, [30, 1, 0.3, 12, 5]);
    expect(quotas.reduce((a, b) => a + b, 0)).toBe(1000);
    expect(Math.min(...quotas)).toBeGreaterThanOrEqual(1);
    expect(quotas[0]).toBeGreaterThan(quotas[3] ?? 0);
  });
});
