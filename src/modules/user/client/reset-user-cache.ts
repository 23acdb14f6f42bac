import type { GraphQLClient } from '@/core/client/graphql-client/graphql-client';

/**
 * After sign-in, sign-out or closing: forgets everything cached for the previous user and
 * refetches the queries on screen, the `data` query (`me`) first of all.
 */
export async function resetUserCache(client: GraphQLClient): Promise<void> {
  try {
    await client.reset();
  } catch {
    // A refetch that fails shows on the query's own page; the account action itself succeeded.
  }
}
