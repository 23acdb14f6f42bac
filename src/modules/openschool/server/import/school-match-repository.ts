import { sql } from 'kysely';
import type { Db } from '../../../../core/server/db/database';
import { SAME_SCHOOL_KM } from '../../shared/import/school-name-similarity';
import type { OpenSchoolTables } from '../tables';

const tables = (db: Db) => db.withTables<OpenSchoolTables>();

export interface SchoolMatch {
  id: string;
  name: string;
  countryCode: string;
  city: string;
  latitude: number | null;
  longitude: number | null;
  /** Null when either side has no coordinates (matched by city). */
  distanceKm: number | null;
}

/** A degree of latitude in km: the bounding box around a point, before the exact distance. */
const KM_PER_DEGREE = 111.2;
/** The trigram similarity of whole names below which a school is not even a candidate. */
const CANDIDATE_SIMILARITY = 0.2;
/** Candidates weighed per record, the likeliest names first. */
const CANDIDATES = 20;

/**
 * The existing schools a record may be (decision 072): in the same country, within
 * SAME_SCHOOL_KM when both have coordinates (a bounding box, then haversine), else in the same
 * city, with a name at least a little alike (pg_trgm on folded names), likeliest first. The
 * caller decides with `sameSchool`, which weighs the names' distinctive words.
 */
export async function findSchoolCandidates(
  db: Db,
  record: {
    name: string;
    countryCode: string;
    city: string;
    latitude: number | null;
    longitude: number | null;
  },
): Promise<SchoolMatch[]> {
  const { latitude: lat, longitude: lng } = record;
  const score = sql<number>`similarity(school_fold(name), school_fold(${record.name}))`;
  const distance =
    lat === null || lng === null
      ? sql<number | null>`null::float8`
      : sql<number | null>`case when latitude is null or longitude is null then null else
          2 * 6371 * asin(least(1, sqrt(
            power(sin(radians(latitude - ${lat}) / 2), 2) +
            cos(radians(${lat})) * cos(radians(latitude)) * power(sin(radians(longitude - ${lng}) / 2), 2)
          ))) end`;
  const box = SAME_SCHOOL_KM / KM_PER_DEGREE;
  const lngBox = lat === null ? 0 : box / Math.max(0.01, Math.cos((lat * Math.PI) / 180));
  const rows = await tables(db)
    .selectFrom('school')
    .select(['id', 'name', 'country_code', 'city', 'latitude', 'longitude', distance.as('distance_km')])
    .where('country_code', '=', record.countryCode)
    .where(score, '>=', CANDIDATE_SIMILARITY)
    .where((eb) => {
      const sameCity = sql<boolean>`school_fold(city) = school_fold(${record.city})`;
      if (lat === null || lng === null) return sameCity;
      return eb.or([
        eb.and([
          eb('latitude', '>=', lat - box),
          eb('latitude', '<=', lat + box),
          eb('longitude', '>=', lng - lngBox),
          eb('longitude', '<=', lng + lngBox),
          eb(distance, '<=', SAME_SCHOOL_KM),
        ]),
        eb.and([eb('latitude', 'is', null), sameCity]),
      ]);
    })
    .orderBy(score, 'desc')
    .orderBy('id')
    .limit(CANDIDATES)
    .execute();
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    countryCode: row.country_code,
    city: row.city,
    latitude: row.latitude,
    longitude: row.longitude,
    distanceKm: row.distance_km === null ? null : Math.round(Number(row.distance_km) * 1000) / 1000,
  }));
}
