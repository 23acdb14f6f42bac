import type { Generated } from 'kysely';

export type SubscriptionStatus = 'pending' | 'confirmed' | 'unsubscribed';

export interface NewsletterSubscriptionTable {
  id: string;
  /** Lowercased; unique. */
  email: string;
  first_name: string | null;
  last_name: string | null;
  country_code: string | null;
  language: string;
  status: SubscriptionStatus;
  confirm_token_hash: string | null;
  confirm_expires_at: Date | null;
  unsubscribe_token_hash: string;
  confirmed_at: Date | null;
  unsubscribed_at: Date | null;
  provider_synced_at: Date | null;
  provider_error: string | null;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

// A type alias, not an interface: Kysely's withTables<T>() needs it.
export type NewsletterTables = {
  newsletter_subscription: NewsletterSubscriptionTable;
};
