import { sql } from 'kysely';
import { type AdminListSql, findAdminPage } from '@/core/server/admin/crud/admin-list-sql';
import type { Db } from '@/core/server/db/database';
import type { AdminListQuery } from '@/core/shared/admin-list';
import { PLACE_LIST } from '@/modules/place/shared/place-list';
import { fromPlaces, selectPlace } from '../place-repository';
import type { PlaceRecord } from '../tables';

const PLACE_SQL: AdminListSql = {
  spec: PLACE_LIST.columns,
  columns: {
    // Pending first, the longest waiting on top; then the others, latest decided or edited first.
    queue: sql`case when place.status = 'pending'
      then extract(epoch from place.created_at) - 1e10
      else -extract(epoch from coalesce(place.moderated_at, place.updated_at)) end`,
    name: sql`lower(place.name)`,
    category: sql.ref('place.category'),
    status: sql.ref('place.status'),
    author: sql`coalesce(author.username, '') || ' ' || coalesce(author.email, '')`,
    createdAt: sql.ref('place.created_at'),
    updatedAt: sql.ref('place.updated_at'),
  },
  search: (pattern) =>
    sql`(place.name ilike ${pattern} or place.address ilike ${pattern} or place.description ilike ${pattern})`,
  tiebreak: sql.ref('place.id'),
};

export async function findPlacePage(db: Db, list: AdminListQuery) {
  const { rows, count } = await findAdminPage(fromPlaces(db), PLACE_SQL, list, selectPlace);
  return { items: rows as PlaceRecord[], count };
}
