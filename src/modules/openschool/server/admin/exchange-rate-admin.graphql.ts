import type { AdminEntity } from '@/core/server/admin/crud/admin-entity';
import { registerAdminEntity } from '@/core/server/admin/crud/register-admin-entity';
import { builder } from '@/core/server/graphql/builder';
import {
  EXCHANGE_RATE_ADMIN_LIST,
  type ExchangeRateInput,
  exchangeRateInputSchema,
} from '@/modules/openschool/shared/admin/exchange-rate-admin-schemas';
import {
  type AdminExchangeRateRecord,
  findExchangeRateAdminById,
  findExchangeRateAdminPage,
  updateExchangeRate,
} from './exchange-rate-admin-repository';

export const AdminExchangeRateType = builder
  .objectRef<AdminExchangeRateRecord>('AdminExchangeRate')
  .implement({
    subGraphs: ['admin'],
    description: 'A currency fees may use, with how many units a US dollar buys and the date of that rate.',
    fields: (t) => ({
      _id: t.exposeID('id'),
      version: t.exposeInt('version', { description: 'Sent back with an edit, to detect a conflict.' }),
      currency: t.exposeString('currency', { description: 'ISO-4217 code.' }),
      unitsPerUsd: t.exposeFloat('unitsPerUsd'),
      minorDigits: t.exposeInt('minorDigits', { description: 'Decimals of its amounts: EUR 2, JPY 0.' }),
      asOf: t.exposeString('asOf', { description: 'The date the rate holds for: 2026-11-01.' }),
      overridden: t.exposeBoolean('overridden', {
        description: 'Set by an admin: the daily feed leaves it alone until the override is removed.',
      }),
      feeCount: t.exposeInt('feeCount', { description: 'Fees given in this currency.' }),
      updatedAt: t.expose('updatedAt', { type: 'DateTime' }),
    }),
  });

/**
 * Exchange rates in the admin (`ExchangeRate:list/read/update`): the currencies are fixed (fees
 * refer to them), their rate and date are corrected here — an override the daily feed then leaves
 * alone — and the database recomputes the USD average fee of every school concerned.
 */
const exchangeRateAdmin: AdminEntity<AdminExchangeRateRecord, ExchangeRateInput> = {
  name: 'ExchangeRate',
  plural: 'ExchangeRates',
  type: AdminExchangeRateType,
  list: EXCHANGE_RATE_ADMIN_LIST,
  findPage: (db, list) => findExchangeRateAdminPage(db, list),
  findById: findExchangeRateAdminById,
  inputSchema: exchangeRateInputSchema,
  update: async (trx, current, input) => {
    await updateExchangeRate(trx, current.id, input);
    return (await findExchangeRateAdminById(trx, current.id))!;
  },
  file: {
    headers: ['currency', 'unitsPerUsd', 'minorDigits', 'asOf'],
    toRow: (rate) => ({
      currency: rate.currency,
      unitsPerUsd: String(rate.unitsPerUsd),
      minorDigits: String(rate.minorDigits),
      asOf: rate.asOf,
    }),
  },
};

registerAdminEntity(exchangeRateAdmin);
