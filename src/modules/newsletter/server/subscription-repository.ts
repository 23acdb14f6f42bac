import { type Selectable, sql } from 'kysely';
import { v7 as uuidv7 } from 'uuid';
import { countRows, weeklyCounts } from '@/core/server/admin/dashboard-repository';
import type { Db } from '@/core/server/db/database';
import type { NewsletterSubscriptionTable, NewsletterTables } from './tables';

export type SubscriptionRow = Selectable<NewsletterSubscriptionTable>;

const subscriptions = (db: Db) => db.withTables<NewsletterTables>();

export function findSubscriptionByEmail(db: Db, email: string): Promise<SubscriptionRow | undefined> {
  return subscriptions(db)
    .selectFrom('newsletter_subscription')
    .selectAll()
    .where('email', '=', email)
    .executeTakeFirst();
}

/** What a (new or repeated) subscription request writes: who, and the hashes of the new links. */
export interface PendingSubscription {
  email: string;
  first_name: string | null;
  last_name: string | null;
  country_code: string | null;
  language: string;
  confirm_token_hash: string;
  confirm_expires_at: Date;
  unsubscribe_token_hash: string;
}

/**
 * Makes the address's row pending with new links, unless it is confirmed: a confirmed row is
 * left untouched. One statement, so two requests for a new address never make two rows.
 * Returns the row as stored afterwards.
 */
export async function upsertPendingSubscription(
  db: Db,
  values: PendingSubscription,
): Promise<SubscriptionRow> {
  await subscriptions(db)
    .insertInto('newsletter_subscription')
    .values({ id: uuidv7(), status: 'pending', ...values })
    .onConflict((oc) =>
      oc
        .column('email')
        .doUpdateSet((eb) => ({
          first_name: eb.ref('excluded.first_name'),
          last_name: eb.ref('excluded.last_name'),
          country_code: eb.ref('excluded.country_code'),
          language: eb.ref('excluded.language'),
          status: 'pending',
          confirm_token_hash: eb.ref('excluded.confirm_token_hash'),
          confirm_expires_at: eb.ref('excluded.confirm_expires_at'),
          unsubscribe_token_hash: eb.ref('excluded.unsubscribe_token_hash'),
          unsubscribed_at: null,
          updated_at: sql`now()`,
        }))
        .where('newsletter_subscription.status', '<>', 'confirmed'),
    )
    .execute();
  const row = await findSubscriptionByEmail(db, values.email);
  if (!row) throw new Error(`newsletter subscription of ${values.email} vanished`);
  return row;
}

/**
 * Confirms the pending row holding this confirm-token hash, once: the hash is cleared in the
 * same atomic update. Undefined when no pending, unexpired row holds it.
 */
export function confirmByTokenHash(db: Db, hash: string): Promise<SubscriptionRow | undefined> {
  return subscriptions(db)
    .updateTable('newsletter_subscription')
    .set({
      status: 'confirmed',
      confirmed_at: sql`now()`,
      confirm_token_hash: null,
      confirm_expires_at: null,
      updated_at: sql`now()`,
    })
    .where('confirm_token_hash', '=', hash)
    .where('status', '=', 'pending')
    .where('confirm_expires_at', '>', sql<Date>`now()`)
    .returningAll()
    .executeTakeFirst();
}

/** Whether a confirm-token hash is still stored (so a failed confirmation was an expired link). */
export async function confirmTokenExists(db: Db, hash: string): Promise<boolean> {
  const row = await subscriptions(db)
    .selectFrom('newsletter_subscription')
    .select('id')
    .where('confirm_token_hash', '=', hash)
    .executeTakeFirst();
  return Boolean(row);
}

/** Unsubscribes the row of this unsubscribe-token hash; returns it, or undefined for an unknown hash. */
export function unsubscribeByTokenHash(db: Db, hash: string): Promise<SubscriptionRow | undefined> {
  return subscriptions(db)
    .updateTable('newsletter_subscription')
    .set({
      status: 'unsubscribed',
      unsubscribed_at: sql`coalesce(unsubscribed_at, now())`,
      confirm_token_hash: null,
      confirm_expires_at: null,
      updated_at: sql`now()`,
    })
    .where('unsubscribe_token_hash', '=', hash)
    .returningAll()
    .executeTakeFirst();
}

/** Records how forwarding to the mailing-list provider went. */
export async function recordProviderSync(db: Db, id: string, error: string | null): Promise<void> {
  await subscriptions(db)
    .updateTable('newsletter_subscription')
    .set(error ? { provider_error: error } : { provider_synced_at: sql`now()`, provider_error: null })
    .where('id', '=', id)
    .execute();
}

/** Confirmed subscriptions: how many, and how many were confirmed each week. */
export function confirmedSubscriptionCounts(db: Db) {
  return Promise.all([
    countRows(db, 'newsletter_subscription', sql`status = 'confirmed'`),
    weeklyCounts(db, 'newsletter_subscription', 'confirmed_at', sql`t.status = 'confirmed'`),
  ]);
}
