import { sql } from 'kysely';
import type { Db } from '@/core/server/db/database';
import type { OpenSchoolTables } from '../tables';
import { likePattern } from './search-repository';

// The reference data the school list's filters name: curriculums and currencies, and the words
// of school names and cities that a misspelt search is corrected to.

const tables = (db: Db) => db.withTables<OpenSchoolTables>();

/** Ids of the curriculums with these slugs; a slug without a curriculum is absent. */
export async function curriculumIdsBySlug(db: Db, slugs: string[]): Promise<Map<string, string>> {
  const rows = await tables(db)
    .selectFrom('curriculum')
    .select(['id', 'slug'])
    .where('slug', 'in', slugs)
    .execute();
  return new Map(rows.map((row) => [row.slug, row.id]));
}

export interface FeeBoundsInUsd {
  unitsPerUsd: number;
  minorDigits: number;
  asOf: Date | string;
  minCents: number | null;
  maxCents: number | null;
}

/** The largest value of `school.avg_fees_usd_cents` (an integer column). */
const INT_MAX = 2_147_483_647;

/**
 * A currency's rate and fee bounds in that currency converted to US cents, exactly (numeric).
 * The bounds keep every school whose average fee, as the list shows it (to the cent in US dollars,
 * converted and rounded to whole units in another currency), is within them: €20,000 as a
 * maximum keeps a school shown at €20,000.
 * Undefined for a currency without a rate.
 */
export async function feeBoundsInUsd(
  db: Db,
  currency: string,
  bounds: { min?: number; max?: number },
): Promise<FeeBoundsInUsd | undefined> {
  const min = bounds.min ?? null;
  const max = bounds.max ?? null;
  const row = await tables(db)
    .selectFrom('exchange_rate')
    .select([
      'units_per_usd',
      'minor_digits',
      'as_of',
      // US dollars are shown to the cent: exact bounds. Other currencies are shown as
      // round(cents / 100 × rate): at least min − ½ and below max + ½ whole units. Both stay
      // within the integer column's range, whatever a URL asks (100 million euros: nothing).
      sql<number | null>`case
        when ${min}::numeric is null then null
        when currency = 'USD' then least(${INT_MAX}, ceil(${min}::numeric * 100))
        else least(${INT_MAX}, greatest(0, ceil((${min}::numeric - 0.5) * 100 / units_per_usd)))
      end::bigint`.as('min_cents'),
      sql<number | null>`case
        when ${max}::numeric is null then null
        when currency = 'USD' then least(${INT_MAX}, floor(${max}::numeric * 100))
        else least(${INT_MAX}, ceil((${max}::numeric + 0.5) * 100 / units_per_usd) - 1)
      end::bigint`.as('max_cents'),
    ])
    .where('currency', '=', currency)
    .executeTakeFirst();
  if (!row) return undefined;
  return {
    unitsPerUsd: Number(row.units_per_usd),
    minorDigits: row.minor_digits,
    asOf: row.as_of,
    minCents: row.min_cents === null ? null : Number(row.min_cents),
    maxCents: row.max_cents === null ? null : Number(row.max_cents),
  };
}

/**
 * Words of school names and cities close to each of these words (trigram similarity, best
 * first, at most `perWord`): what a misspelt search word was probably meant to be.
 */
export async function similarSearchWords(
  db: Db,
  words: string[],
  perWord: number,
): Promise<Map<string, string[]>> {
  const found = new Map<string, string[]>();
  if (words.length === 0) return found;
  const rows = await sql<{ query: string; word: string }>`
    select query.word as query, close.word
    from unnest(${textArrayOf(words)}) as query(word)
    cross join lateral (
      select candidate.word from school_search_word as candidate
      where candidate.word % school_fold(query.word)
      order by candidate.word <-> school_fold(query.word), candidate.word
      limit ${perWord}
    ) as close`.execute(db);
  for (const row of rows.rows) found.set(row.query, [...(found.get(row.query) ?? []), row.word]);
  return found;
}

const textArrayOf = (values: string[]) =>
  values.length > 0 ? sql`array[${sql.join(values)}]::text[]` : sql`'{}'::text[]`;

export interface SearchWordCounts {
  /** Roughly how many schools have each pattern in their name or city. */
  patterns: Map<string, number>;
  /** Listed schools of each country asked. */
  countries: Map<string, number>;
  /** Listed schools in all. */
  listed: number;
}

/**
 * What a search's words find, roughly, in one query: for each pattern the schools counted for
 * every word of names and cities containing it (school_search_word, migration 011), for each
 * country its listed schools. A few milliseconds on some ten thousand words, against tens for a
 * search intersecting a word as common as "international" in the trigram index of the schools.
 */
export async function searchWordCounts(
  db: Db,
  patterns: string[],
  countryCodes: string[],
): Promise<SearchWordCounts> {
  const rows = await sql<{ kind: 'pattern' | 'country' | 'listed'; key: string; schools: number }>`
    select 'pattern' as kind, typed.pattern as key, coalesce(found.schools, 0)::int as schools
    from unnest(${textArrayOf(patterns)}, ${textArrayOf(patterns.map(likePattern))}) as typed(pattern, contains)
    cross join lateral (
      select sum(word.schools) as schools from school_search_word as word
      where word.word like school_fold(typed.contains)
    ) as found
    union all
    select 'country', country_code, count from school_country_count
    where country_code = any(${textArrayOf(countryCodes)})
    union all
    select 'listed', '', coalesce(sum(count), 0)::int from school_country_count`.execute(db);
  const counts: SearchWordCounts = { patterns: new Map(), countries: new Map(), listed: 0 };
  for (const row of rows.rows) {
    if (row.kind === 'listed') counts.listed = row.schools;
    else counts[row.kind === 'pattern' ? 'patterns' : 'countries'].set(row.key, row.schools);
  }
  return counts;
}
