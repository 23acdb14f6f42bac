import { countryByCode, countryName, listCountries } from '../../../core/server/countries/countries';
import { AppError } from '../../../core/server/errors';
import type { GraphQLContext } from '../../../core/server/graphql/context';
import { LANGUAGE_CODES } from '../../../core/shared/languages';
import { parseSort, type SchoolsQuery } from '../shared/schools-query';
import { countSchoolsByCountry, listSchools, type SchoolListRow } from './school-repository';

export interface SchoolListItem {
  id: string;
  name: string;
  slug: string;
  city: string;
  countryCode: string;
  countrySlug: string;
  countryName: string;
  /** Average yearly fee in USD, null when unknown. */
  avgFees: number | null;
  updatedAt: Date;
}

const foldAccents = (text: string) =>
  text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();

let foldedCountryNames: { code: string; names: string[] }[] | undefined;

/** Countries whose name in any of the 20 languages contains the text. */
function countriesNamed(text: string): string[] {
  const needle = foldAccents(text);
  if (needle.length < 3) return [];
  foldedCountryNames ??= listCountries().map((country) => ({
    code: country.code,
    names: LANGUAGE_CODES.map((lang) => foldAccents(countryName(country.code, lang))),
  }));
  return foldedCountryNames
    .filter((country) => country.names.some((name) => name.includes(needle)))
    .map((country) => country.code);
}

function toListItem(row: SchoolListRow, context: GraphQLContext): SchoolListItem {
  return {
    id: row.id,
    name: row.name,
    slug: row.slug,
    city: row.city,
    countryCode: row.country_code,
    countrySlug: countryByCode(row.country_code)?.slug ?? row.country_code.toLowerCase(),
    countryName: countryName(row.country_code, context.lang),
    avgFees: row.avg_fees_usd_cents === null ? null : row.avg_fees_usd_cents / 100,
    updatedAt: row.updated_at,
  };
}

/**
 * A page of schools, optionally of one country and searched by name, city or country name.
 * An unknown country code is refused with `country.invalid`.
 */
export async function findSchools(context: GraphQLContext, query: SchoolsQuery) {
  if (query.country && !countryByCode(query.country)) {
    throw new AppError('country.invalid', { field: 'country' });
  }
  const { rows, count } = await listSchools(context.db, {
    filter: {
      countryCode: query.country,
      ...(query.q ? { text: query.q, textCountryCodes: countriesNamed(query.q) } : {}),
    },
    sort: parseSort(query.sort),
    limit: query.limit,
    offset: (query.page - 1) * query.limit,
  });
  return {
    pageInfo: { count, limit: query.limit, page: query.page },
    items: rows.map((row) => toListItem(row, context)),
  };
}

export interface CountryCount {
  code: string;
  name: string;
  slug: string;
  count: number;
}

/** Countries that have schools, with their count, sorted by name in the request's language. */
export async function schoolsCountByCountry(context: GraphQLContext): Promise<CountryCount[]> {
  const collator = new Intl.Collator(context.lang);
  const counts = await countSchoolsByCountry(context.db);
  return counts
    .map(({ countryCode, count }) => ({
      code: countryCode,
      name: countryName(countryCode, context.lang),
      slug: countryByCode(countryCode)?.slug ?? countryCode.toLowerCase(),
      count,
    }))
    .sort((a, b) => collator.compare(a.name, b.name));
}
