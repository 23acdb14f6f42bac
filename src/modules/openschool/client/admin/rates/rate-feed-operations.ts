import { adminGraphql } from '@/core/client/graphql/admin-graphql';

export const ADMIN_RATE_FEED_DAYS = adminGraphql(`
  query AdminExchangeRateDays($currency: String!) {
    days: adminExchangeRateDays(currency: $currency, limit: 10) { day unitsPerUsd }
  }
`);

export const ADMIN_REMOVE_RATE_OVERRIDE = adminGraphql(`
  mutation AdminRemoveExchangeRateOverride($id: ID!) {
    result: adminRemoveExchangeRateOverride(id: $id) { success code item { _id unitsPerUsd asOf overridden } }
  }
`);
