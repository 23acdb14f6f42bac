import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { gradeTuitionText, OPEN_DATA_FIELDS } from './open-data-fields';

const english = JSON.parse(
  fs.readFileSync(
    path.resolve(import.meta.dirname, '../../../../../public/locales/en/open-data.json'),
    'utf8',
  ),
);

describe('open data fields', () => {
  it('describes every field of the files, and only those, with its type (the other languages follow English)', () => {
    expect(Object.keys(english.fields.about)).toEqual(OPEN_DATA_FIELDS.map((field) => field.name));
    for (const field of OPEN_DATA_FIELDS) expect(english.types[field.type], field.type).toBeTruthy();
  });

  it('keeps the published format: its columns in their order, each with its type and whether it may be empty', () => {
    // The school's facts come from the catalogue (`openData`): a catalogue reordered, or a fact
    // whose input rule changed, does not move or loosen a published column unseen.
    const format = OPEN_DATA_FIELDS.map(
      ({ name, type, optional }) => `${name}:${type}${optional ? '?' : ''}`,
    );
    expect(format).toEqual([
      'id:id',
      'url:url',
      'name:text',
      'country:code',
      'city:text',
      'address:text?',
      'latitude:number?',
      'longitude:number?',
      'website:url?',
      'curriculums:list',
      'languages:list',
      'ageFrom:integer?',
      'ageTo:integer?',
      'accreditations:list',
      'boarding:boolean?',
      'feesAcademicYear:text?',
      'feesByGrade:fees',
      'feesHistory:fees',
      'avgFeesUsd:number?',
      'ratingAverage:number?',
      'ratingCount:integer',
      'lastVerified:date?',
      'sources:sources',
      'confirmations:confirmations',
      'lastConfirmed:date?',
    ]);
  });

  it('writes a school year’s tuition as the fields table says', () => {
    expect(gradeTuitionText({ age: 11, grade: 'Y7', amount: 20500.5, currency: 'GBP' })).toBe(
      '11/Y7: 20500.5 GBP',
    );
    expect(gradeTuitionText({ age: 4, grade: null, amount: 9000, currency: 'EUR' })).toBe('4: 9000 EUR');
    expect(gradeTuitionText({ age: null, grade: null, amount: 15000, currency: 'USD' })).toBe(
      'all: 15000 USD',
    );
  });
});
