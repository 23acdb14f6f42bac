import { type Expression, type RawBuilder, type SqlBool, sql } from 'kysely';
import type { ChildSchoolAge } from '@/modules/openschool/shared/family';

/** The child's age at a school, by the school's own system; null where the child has no school year. */
export function childAgeAt(child: ChildSchoolAge): RawBuilder<number | null> {
  if ('age' in child) return sql<number>`${child.age}::int`;
  if (child.bySystem.length === 0) return sql<null>`null::int`;
  const branches = child.bySystem.map(({ system, age }) => sql`when ${system} then ${age}::int`);
  return sql<number | null>`(case school.grade_system ${sql.join(branches, sql` `)} end)`;
}

/**
 * The family's children, each with its age at the school and that school year's figures
 * (`school_year_fee`, migration 013: null figures when the school gives no fee for it), in the
 * order the parent gave them.
 */
const familyYears = (children: readonly ChildSchoolAge[]) => sql`
  unnest(array[${sql.join(children.map(childAgeAt))}]::int[]) with ordinality as child(age, position)
  left join school_year_fee as family_fee on family_fee.school_id = school.id and family_fee.age = child.age`;

/** The school teaches every child's year: its ages cover each child's (the planner's `teaches`). */
export const teachesEveryChild = (children: readonly ChildSchoolAge[]): Expression<SqlBool>[] =>
  children.map((child) => sql<boolean>`${childAgeAt(child)} between school.age_from and school.age_to`);

/** The school's admissions say each child's school year has places open. */
export const placesForEveryChild = (children: readonly ChildSchoolAge[]): Expression<SqlBool>[] =>
  children.map(
    (child) =>
      sql<boolean>`(school.admissions -> 'places') @> jsonb_build_array(jsonb_build_object('age', ${childAgeAt(child)}, 'status', 'open'))`,
  );

/** The family's first year (each child's tuition and one-off fees), US cents; null when a fee is unknown. */
export const familyFirstYearUsdCents = (children: readonly ChildSchoolAge[]) =>
  sql<number | null>`(select case when count(family_fee.first_year_usd_cents) = ${children.length}::int
    then sum(family_fee.first_year_usd_cents)::float8 end from ${familyYears(children)})`;

/** Each child's `[age, tuition, first year]` (US cents, null when unknown), in order. */
export type FamilyYearsJson = [number, number | null, number | null][];

export const familyYearsJson = (children: readonly ChildSchoolAge[]) =>
  sql<FamilyYearsJson | null>`(select json_agg(json_build_array(child.age,
    family_fee.tuition_usd_cents, family_fee.first_year_usd_cents) order by child.position)
    from ${familyYears(children)})`;
