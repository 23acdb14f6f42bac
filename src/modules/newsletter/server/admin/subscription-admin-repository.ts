import { sql } from 'kysely';
import { type AdminListSql, findAdminPage } from '@/core/server/admin/crud/admin-list-sql';
import type { Db } from '@/core/server/db/database';
import type { AdminListQuery } from '@/core/shared/admin-list';
import { SUBSCRIPTION_LIST } from '@/modules/newsletter/shared/subscription-list';
import type { NewsletterTables, SubscriptionStatus } from '../tables';

/** A subscription as the admin reads it (never its tokens). The admin does not edit them: version 1. */
export interface SubscriptionRecord {
  id: string;
  version: number;
  email: string;
  firstName: string | null;
  lastName: string | null;
  country: string | null;
  language: string;
  status: SubscriptionStatus;
  providerError: string | null;
  createdAt: Date;
  confirmedAt: Date | null;
  unsubscribedAt: Date | null;
}

const SUBSCRIPTION_SQL: AdminListSql = {
  spec: SUBSCRIPTION_LIST.columns,
  columns: {
    email: sql.ref('email'),
    status: sql.ref('status'),
    language: sql.ref('language'),
    country: sql.ref('country_code'),
    createdAt: sql.ref('created_at'),
    confirmedAt: sql.ref('confirmed_at'),
  },
  search: (pattern) =>
    sql`(email ilike ${pattern} or first_name ilike ${pattern} or last_name ilike ${pattern})`,
  tiebreak: sql.ref('id'),
};

const fromSubscriptions = (db: Db) => db.withTables<NewsletterTables>().selectFrom('newsletter_subscription');

function selectSubscription(query: ReturnType<typeof fromSubscriptions>) {
  return query.select([
    'id',
    sql<number>`1`.as('version'),
    'email',
    'first_name as firstName',
    'last_name as lastName',
    'country_code as country',
    'language',
    'status',
    'provider_error as providerError',
    'created_at as createdAt',
    'confirmed_at as confirmedAt',
    'unsubscribed_at as unsubscribedAt',
  ]);
}

export async function findSubscriptionPage(db: Db, list: AdminListQuery) {
  const { rows, count } = await findAdminPage(
    fromSubscriptions(db),
    SUBSCRIPTION_SQL,
    list,
    selectSubscription,
  );
  return { items: rows as SubscriptionRecord[], count };
}

export async function findSubscriptionById(db: Db, id: string) {
  const row = await selectSubscription(fromSubscriptions(db)).where('id', '=', id).executeTakeFirst();
  return (row as SubscriptionRecord | undefined) ?? null;
}

/** Removes subscriptions for good (a person asking to be forgotten). */
export async function deleteSubscriptions(db: Db, ids: string[]): Promise<void> {
  await db
    .withTables<NewsletterTables>()
    .deleteFrom('newsletter_subscription')
    .where('id', 'in', ids)
    .execute();
}
