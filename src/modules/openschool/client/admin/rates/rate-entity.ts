import type { AdminClientEntity } from '../../../../../core/client/admin/crud/admin-client-entity';
import { EXCHANGE_RATE_ADMIN_LIST } from '../../../shared/admin/exchange-rate-admin-schemas';

export const RATES_PATH = '/_admin/exchange-rates';

export interface RateItem {
  _id: string;
  version: number;
  currency: string;
  unitsPerUsd: number;
  minorDigits: number;
  asOf: string;
  feeCount: number;
  updatedAt: string;
}

export const rateEntity: AdminClientEntity<RateItem> = {
  name: 'ExchangeRate',
  plural: 'ExchangeRates',
  path: RATES_PATH,
  list: EXCHANGE_RATE_ADMIN_LIST,
  fields: '_id version currency unitsPerUsd minorDigits asOf feeCount updatedAt',
  titleOf: (rate) => rate.currency,
};
