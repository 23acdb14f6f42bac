import type { ResultOf } from 'gql.tada';
import type { AdminClientEntity } from '@/core/client/admin/crud/admin-client-entity';
import { adminGraphql } from '@/core/client/graphql/admin-graphql';
import { EXCHANGE_RATE_ADMIN_LIST } from '@/modules/openschool/shared/admin/exchange-rate-admin-schemas';

export const RATES_PATH = '/_admin/exchange-rates';

const RATE_FIELDS = adminGraphql(`
  fragment AdminExchangeRateFields on AdminExchangeRate {
    _id version currency unitsPerUsd minorDigits asOf overridden feeCount updatedAt
  }
`);

export type RateItem = ResultOf<typeof RATE_FIELDS>;

export const rateEntity: AdminClientEntity<RateItem> = {
  name: 'ExchangeRate',
  plural: 'ExchangeRates',
  path: RATES_PATH,
  list: EXCHANGE_RATE_ADMIN_LIST,
  fields: RATE_FIELDS,
  titleOf: (rate) => rate.currency,
};
