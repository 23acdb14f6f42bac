import { countryByCode, countryName } from '@/core/server/countries/countries';
import type { GraphQLContext } from '@/core/server/graphql/context';
import { requestLoader } from '@/core/server/graphql/request-loader';
import {
  type CurriculumItem,
  countListedSchools,
  findCurriculum,
  schoolsTeaching,
} from './curriculum-repository';

/** A school teaching a curriculum, as its page lists it. */
export interface CurriculumSchool {
  id: string;
  name: string;
  city: string;
  countrySlug: string;
  /** Average yearly fee in USD, null when unknown. */
  avgFees: number | null;
}

/** A country where a curriculum is taught: how many listed schools, and the first few by name. */
export interface CurriculumCountry {
  code: string;
  name: string;
  slug: string;
  count: number;
  schools: CurriculumSchool[];
}

export interface CurriculumDetail extends CurriculumItem {
  countries: CurriculumCountry[];
}

/** Schools listed per country on a curriculum's page; the country's list shows the rest. */
export const SCHOOLS_PER_COUNTRY = 5;

/** How many listed schools teach a curriculum: one query for all the curriculums of a request. */
export const listedSchoolCount = requestLoader(async (context: GraphQLContext, ids) => {
  const counts = await countListedSchools(context.db, ids);
  return ids.map((id) => counts.get(id) ?? 0);
});

/**
 * A curriculum (by slug or id) with the countries where listed schools teach it, by name in
 * the request's language: where a family moving country can continue it. Null when unknown.
 */
export async function curriculumDetail(
  context: GraphQLContext,
  slugOrId: string,
): Promise<CurriculumDetail | null> {
  const key = slugOrId.trim().toLowerCase();
  if (!key || key.length > 60) return null;
  const curriculum = await findCurriculum(context.db, key);
  if (!curriculum) return null;
  const rows = await schoolsTeaching(context.db, curriculum.id, SCHOOLS_PER_COUNTRY);
  const byCountry = new Map<string, CurriculumCountry>();
  for (const row of rows) {
    const code = row.country_code;
    const slug = countryByCode(code)?.slug ?? code.toLowerCase();
    let country = byCountry.get(code);
    if (!country) {
      country = { code, name: countryName(code, context.lang), slug, count: row.country_count, schools: [] };
      byCountry.set(code, country);
    }
    country.schools.push({
      id: row.id,
      name: row.name,
      city: row.city,
      countrySlug: slug,
      avgFees: row.avg_fees_usd_cents === null ? null : row.avg_fees_usd_cents / 100,
    });
  }
  const collator = new Intl.Collator(context.lang);
  const countries = [...byCountry.values()].sort((a, b) => collator.compare(a.name, b.name));
  return { ...curriculum, countries };
}
