import { z } from 'zod';
import { recordAudit } from '@/core/server/admin/audit/audit-log';
import { recordIdSchema } from '@/core/server/admin/crud/admin-crud-service';
import { AppError } from '@/core/server/errors';
import { builder } from '@/core/server/graphql/builder';
import { asMutationResult, type MutationResult } from '@/core/server/graphql/mutation-result';
import { mutationResultType, resultFields } from '@/core/server/graphql/mutation-result-types';
import { parseInput } from '@/core/server/validation';
import { refreshExchangeRatesInTurn } from '../fees/rate-feed/exchange-rate-feed';
import {
  applyLatestFeedRates,
  type FeedDayRate,
  listFeedDays,
} from '../fees/rate-feed/exchange-rate-feed-repository';
import { AdminExchangeRateType } from './exchange-rate-admin.graphql';
import { findExchangeRateAdminById, removeExchangeRateOverride } from './exchange-rate-admin-repository';

const AdminExchangeRateDay = builder.objectRef<FeedDayRate>('AdminExchangeRateDay').implement({
  subGraphs: ['admin'],
  description: 'A currency’s rate on a day, as the daily feed gave it.',
  fields: (t) => ({
    day: t.exposeString('day', { description: '2026-11-27' }),
    unitsPerUsd: t.exposeFloat('unitsPerUsd'),
  }),
});

builder.queryField('adminExchangeRateDays', (t) =>
  t.field({
    type: [AdminExchangeRateDay],
    subGraphs: ['admin'],
    description:
      'A currency’s rates from the daily feed, newest day first, at most 90. Needs ExchangeRate:read.',
    authScopes: { permission: 'ExchangeRate:read' },
    args: { currency: t.arg.string({ required: true }), limit: t.arg.int({ defaultValue: 30 }) },
    resolve: (_root, args, context) =>
      /^[A-Z]{3}$/.test(args.currency)
        ? listFeedDays(context.db, args.currency, Math.min(Math.max(args.limit ?? 30, 1), 90))
        : [],
  }),
);

interface FetchOutcome {
  day: string;
  changed: number;
}

const AdminExchangeRateFetchResult = builder
  .objectRef<MutationResult<FetchOutcome>>('AdminExchangeRateFetchResult')
  .implement({
    subGraphs: ['admin'],
    fields: (t) => ({
      ...resultFields(t),
      day: t.string({
        nullable: true,
        description: 'The latest day the feed gave rates for.',
        resolve: (result) => result.item?.day ?? null,
      }),
      changed: t.int({
        nullable: true,
        description: 'Rates in use that changed (overridden ones are left alone).',
        resolve: (result) => result.item?.changed ?? null,
      }),
    }),
  });

const AdminExchangeRateOverrideResult = mutationResultType(
  'AdminExchangeRateOverrideResult',
  AdminExchangeRateType,
  { subGraphs: ['admin'] },
);

builder.mutationFields((t) => ({
  adminFetchExchangeRates: t.field({
    type: AdminExchangeRateFetchResult,
    subGraphs: ['admin'],
    authScopes: { permission: 'ExchangeRate:update' },
    description:
      'Fetches the daily reference rates now (EXCHANGE_RATES_FEED_URL). Refused with `rates.feed.notConfigured` without a feed, `rates.feed.unavailable` when it is down or answers no rates: the last rates stay. Needs ExchangeRate:update.',
    resolve: (_root, _args, context) =>
      asMutationResult(async () => {
        const outcome = await refreshExchangeRatesInTurn({
          db: context.db,
          feedUrl: context.config.EXCHANGE_RATES_FEED_URL,
          log: context.http.request.log,
        });
        if (outcome.status !== 'fetched') throw new AppError(`rates.feed.${outcome.status}`);
        return { day: outcome.day, changed: outcome.changed };
      }),
  }),
  adminRemoveExchangeRateOverride: t.field({
    type: AdminExchangeRateOverrideResult,
    subGraphs: ['admin'],
    authScopes: { permission: 'ExchangeRate:update' },
    description:
      'Lets the daily feed set a rate again: it takes the feed’s latest day at once, if the feed gave one. Needs ExchangeRate:update.',
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, args, context) =>
      asMutationResult(async () => {
        const { id } = parseInput(z.object({ id: recordIdSchema }), { id: String(args.id) });
        return context.db.transaction().execute(async (trx) => {
          const before = await findExchangeRateAdminById(trx, id, { forUpdate: true });
          if (!before) throw new AppError('not.found', { field: 'id' });
          await removeExchangeRateOverride(trx, id);
          await applyLatestFeedRates(trx, id);
          const after = (await findExchangeRateAdminById(trx, id))!;
          await recordAudit(trx, context, {
            entity: 'ExchangeRate',
            entityId: id,
            action: 'followFeed',
            before,
            after,
          });
          return after;
        });
      }),
  }),
}));
