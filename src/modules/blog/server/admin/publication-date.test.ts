import { describe, expect, it } from 'vitest';
import { publicationDate } from './publication-date';

const now = new Date('2026-03-01T10:00:00Z');
const earlier = new Date('2025-01-15T08:00:00Z');

describe('publicationDate', () => {
  it('dates a post now when it is first published', () => {
    expect(publicationDate({ status: 'published' }, null, now)).toEqual(now);
    expect(publicationDate({ status: 'published' }, { publishedAt: null }, now)).toEqual(now);
  });

  it('keeps the first publication date when published again or unpublished', () => {
    expect(publicationDate({ status: 'published' }, { publishedAt: earlier }, now)).toEqual(earlier);
    expect(publicationDate({ status: 'draft' }, { publishedAt: earlier }, now)).toEqual(earlier);
  });

  it('leaves a draft that was never published undated', () => {
    expect(publicationDate({ status: 'draft' }, null, now)).toBeNull();
  });

  it('takes the date an import gives, day or instant', () => {
    expect(publicationDate({ status: 'published', publishedAt: '2024-06-01' }, null, now)).toEqual(
      new Date('2024-06-01T00:00:00Z'),
    );
    expect(
      publicationDate(
        { status: 'draft', publishedAt: '2024-06-01T12:30:00+02:00' },
        { publishedAt: earlier },
      ),
    ).toEqual(new Date('2024-06-01T10:30:00Z'));
  });
});
