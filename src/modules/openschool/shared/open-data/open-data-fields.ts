import { z } from 'zod';
import {
  type PublishedFact,
  type PublishedFactName,
  type PublishedFacts,
  type PublishedFieldName,
  SCHOOL_FACTS,
  type SchoolFact,
} from '../school-catalogue';
import type { OpenDataFieldType } from './open-data-field-type';

/*
 * What the open data exports hold, in the order of their columns. One list for the exporter
 * (server), which must give a value for each name, and for the fields table of /open-data
 * (client), which describes each one: the files and their documentation cannot drift apart. A
 * school's facts are published as the catalogue says (`openData`); the rest is the site's own
 * (the school's address on it, its fees as a year's tuition, its ratings, its sources).
 */

export interface OpenDataField {
  /** The CSV column and the JSON key. */
  name: string;
  type: OpenDataFieldType;
  /** Empty (CSV) or null (JSON) when the school does not say. */
  optional: boolean;
}

/**
 * A published fact's field, its name and type as the catalogue gives them: optional when the
 * fact's input takes no value.
 */
function factField<const Name extends PublishedFactName>(fact: Name) {
  const { schema, openData } = SCHOOL_FACTS[fact] as SchoolFact & { openData: PublishedFact };
  return {
    name: (openData.field ?? fact) as PublishedFieldName<Name>,
    type: openData.type,
    optional: z.safeParse(schema, null).success,
  };
}

/**
 * The published format's order, kept as files already published have it: a fact the catalogue
 * publishes and this list leaves out is a type error below.
 */
export const OPEN_DATA_FIELDS = [
  { name: 'id', type: 'id', optional: false },
  { name: 'url', type: 'url', optional: false },
  factField('name'),
  factField('countryCode'),
  factField('city'),
  factField('address'),
  factField('latitude'),
  factField('longitude'),
  factField('website'),
  factField('curriculums'),
  factField('languages'),
  factField('ageFrom'),
  factField('ageTo'),
  factField('accreditations'),
  factField('boarding'),
  { name: 'feesAcademicYear', type: 'text', optional: true },
  { name: 'feesByGrade', type: 'fees', optional: false },
  { name: 'feesHistory', type: 'fees', optional: false },
  { name: 'avgFeesUsd', type: 'number', optional: true },
  { name: 'ratingAverage', type: 'number', optional: true },
  { name: 'ratingCount', type: 'integer', optional: false },
  factField('lastVerifiedAt'),
  { name: 'sources', type: 'sources', optional: false },
  { name: 'confirmations', type: 'confirmations', optional: false },
  { name: 'lastConfirmed', type: 'date', optional: true },
] as const satisfies readonly OpenDataField[];

export type OpenDataFieldName = (typeof OPEN_DATA_FIELDS)[number]['name'];

/** One school year's yearly tuition, in the school's own currency. */
export interface GradeTuition {
  /** The child's age at the start of the year; null when the tuition is the same for every age. */
  age: number | null;
  /** The school year's code in the school's system (Y7, G6, 6E); null when unknown. */
  grade: string | null;
  /** A year of tuition in the currency's main unit (12500.5, not cents). */
  amount: number;
  /** ISO-4217 code. */
  currency: string;
}

/** One academic year of tuition averaged over the school years, in the currency of the latest. */
export interface YearTuition {
  /** Like 2025-2026. */
  academicYear: string;
  /** In the currency's main unit, whole. */
  amount: number;
  currency: string;
}

/**
 * One school as the exports give it: a value for every field of the list, and no other. Its
 * published facts as the school's input holds them, under their fields' names.
 */
export interface OpenDataRecord extends PublishedFacts {
  id: string;
  url: string;
  feesAcademicYear: string | null;
  feesByGrade: GradeTuition[];
  feesHistory: YearTuition[];
  avgFeesUsd: number | null;
  ratingAverage: number | null;
  ratingCount: number;
  /**
   * Where the last check of its facts looked (`lastVerified`, as its page says it), then the
   * fields imported from open datasets, each with its dataset and licence (decision 072).
   */
  sources: FieldSourceEntry[];
  /** Members' confirmations of its facts as they stand (decision 091), by fact key. */
  confirmations: FactConfirmationEntry[];
  /** The day of the latest of them. */
  lastConfirmed: string | null;
}

/** `{ fact: 'places:11', count: 3, lastConfirmed: '2027-03-10' }`. */
export interface FactConfirmationEntry {
  fact: string;
  count: number;
  lastConfirmed: string;
}

/** `places:11 = 3 (2027-03-10)`: how many members confirmed a fact, and the day of the latest. */
export function confirmationText(entry: FactConfirmationEntry): string {
  return `${entry.fact} = ${entry.count} (${entry.lastConfirmed})`;
}

/** An imported field: `{ field: 'website', source: 'osm', licence: 'ODbL-1.0' }`. */
export interface FieldSourceEntry {
  field: string;
  source: string;
  licence: string | null;
}

/** The field a verification's source is given for: the date of that verification. */
export const VERIFIED_FIELD = 'lastVerified';

/** `website: osm (ODbL-1.0)`; the licence left out when the list gave none. */
export function fieldSourceText(entry: FieldSourceEntry): string {
  return `${entry.field}: ${entry.source}${entry.licence ? ` (${entry.licence})` : ''}`;
}

// The type checker holds the record and the list to the same names.
type SameKeys<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const recordMatchesFields: SameKeys<keyof OpenDataRecord, OpenDataFieldName> = true;
void recordMatchesFields;

/** `11/Y7: 28100 GBP`; `all: 15000 USD` when the tuition is the same for every age. */
export function gradeTuitionText(entry: GradeTuition): string {
  const year = entry.age === null ? 'all' : entry.grade ? `${entry.age}/${entry.grade}` : String(entry.age);
  return `${year}: ${entry.amount} ${entry.currency}`;
}

/** `2025-2026: 21000 CHF`. */
export function yearTuitionText(entry: YearTuition): string {
  return `${entry.academicYear}: ${entry.amount} ${entry.currency}`;
}
