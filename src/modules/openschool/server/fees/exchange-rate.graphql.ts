import { builder } from '@/core/server/graphql/builder';
import { EXCHANGE_RATES, type ExchangeRateItem } from './exchange-rate-repository';

export const ExchangeRate = builder.objectRef<ExchangeRateItem>('ExchangeRate').implement({
  description: 'A currency fees may be given in, with its rate against the US dollar.',
  fields: (t) => ({
    currency: t.exposeString('currency', { description: 'ISO-4217 code.' }),
    unitsPerUsd: t.exposeFloat('unitsPerUsd', { description: 'How many units of it one US dollar buys.' }),
    minorDigits: t.exposeInt('minorDigits', { description: 'Digits of its minor unit (EUR 2, JPY 0).' }),
    asOf: t.exposeString('asOf', { description: 'Date of the rate snapshot, YYYY-MM-DD.' }),
  }),
});

builder.queryField('exchangeRates', (t) =>
  t.field({
    type: [ExchangeRate],
    subGraphs: ['public'],
    description: 'Every currency of the directory with its rate, by code: for showing fees in any of them.',
    resolve: (_root, _args, context) => context.kept.read(EXCHANGE_RATES),
  }),
);
