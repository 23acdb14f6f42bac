import { countryByCode, countryName } from '@/core/server/countries/countries';
import type { GraphQLContext } from '@/core/server/graphql/context';
import { requestLoader } from '@/core/server/graphql/request-loader';
import { GRADES_BY_AGE } from '../reference/grade-repository';
import { countSchoolsByCountry, curriculumsOfSchools } from './school-list-repository';

/** What the list's country counts need of a request: its database and language. */
export type SchoolListContext = Pick<GraphQLContext, 'db' | 'lang'>;

/**
 * The curriculums a listed school teaches, by name: one query for all the schools of a request
 * that are asked for them, none when no one asks (the home page's cards do not).
 */
export const curriculumsOfSchool = requestLoader(async (context: Pick<GraphQLContext, 'db'>, ids) => {
  const bySchool = await curriculumsOfSchools(context.db, [...ids]);
  return ids.map((id) => bySchool.get(id) ?? []);
});

/**
 * The school year of an age in a system (`UK` 11 → Year 7), null when the system has none: one
 * query for every school of a request that asks.
 */
export const gradeOfAge = requestLoader(async (context: Pick<GraphQLContext, 'kept'>, keys) => {
  const grades = await context.kept.read(GRADES_BY_AGE);
  const byKey = new Map(grades.map((grade) => [gradeKeyOf(grade.system, grade.ageFrom), grade]));
  return keys.map((key) => byKey.get(key) ?? null);
});

/** The key of `gradeOfAge`: a system and an age. */
export const gradeKeyOf = (system: string, age: number) => `${system}:${age}`;

export interface CountryCount {
  code: string;
  name: string;
  slug: string;
  count: number;
}

const collators = new Map<string, Intl.Collator>();

/** The collator of a language, made once: making one costs more than sorting 200 names with it. */
function collatorOf(lang: string): Intl.Collator {
  let collator = collators.get(lang);
  if (!collator) {
    collator = new Intl.Collator(lang);
    collators.set(lang, collator);
  }
  return collator;
}

/** Countries that have schools, with their count, sorted by name in the request's language. */
export async function schoolsCountByCountry(context: SchoolListContext): Promise<CountryCount[]> {
  const collator = collatorOf(context.lang);
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
