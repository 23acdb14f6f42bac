import type { TypedDocumentNode } from '@urql/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminGraphql } from '@/core/client/graphql/admin-graphql';
import { graphql } from '@/core/client/graphql/public-graphql';
import { refreshExchangeRates } from '@/modules/openschool/server/fees/rate-feed/exchange-rate-feed';
import { type EcbRatesFake, SAMPLE_DAY, startEcbRatesFake } from '../fakes/ecb-rates-fake';
import { signedInWith } from './support/admin-users';
import { startTestApp, type TestApp } from './support/test-app';
import { EMBEDDED_ONLY } from './support/test-database';

const RATES = graphql('query { exchangeRates { currency unitsPerUsd asOf } }');
const FETCH = adminGraphql('mutation { adminFetchExchangeRates { success code day changed } }');
const DAYS = adminGraphql(
  'query ($currency: String!) { adminExchangeRateDays(currency: $currency) { day unitsPerUsd } }',
);
const LIST = adminGraphql(
  'query { adminExchangeRates(list: { limit: 100 }) { items { _id version currency unitsPerUsd asOf overridden } } }',
);
const OVERRIDE = adminGraphql(`mutation ($id: ID!, $version: Int!, $input: JSON!) {
  adminUpdateExchangeRate(id: $id, version: $version, input: $input) { success item { overridden } }
}`);
const REMOVE_OVERRIDE = adminGraphql(`mutation ($id: ID!) {
  adminRemoveExchangeRateOverride(id: $id) { success code item { unitsPerUsd asOf overridden } }
}`);

const NEXT_DAY = { time: '2026-11-30', rates: { ...SAMPLE_DAY.rates, JPY: 182.5, GBP: 0.87 } };

describe.each(EMBEDDED_ONLY)('exchange rates from the daily feed on %s', (engine) => {
  let api: TestApp;
  let fake: EcbRatesFake;
  let admin: string;
  const log: string[] = [];
  beforeAll(async () => {
    fake = await startEcbRatesFake();
    api = await startTestApp(
      engine,
      { EXCHANGE_RATES_FEED_URL: fake.dailyUrl },
      { logStream: { write: (line) => log.push(line) } },
    );
    admin = await signedInWith(api, ['ExchangeRate']);
  });
  afterAll(async () => {
    await api.close();
    await fake.close();
  });

  const call = async <R, V>(document: TypedDocumentNode<R, V>, variables?: V) => {
    const answer = await api.admin(admin, document, variables);
    expect(answer.status).toBe(200);
    return answer.data!;
  };
  const rates = async () =>
    new Map((await api.graphql(RATES)).data!.exchangeRates.map((rate) => [rate.currency, rate]));
  const rateItem = async (currency: string) =>
    (await call(LIST)).adminExchangeRates.items.find((rate) => rate.currency === currency)!;

  it('keeps the day’s rates with their date and converts fees with them, through the US dollar', async () => {
    expect((await call(FETCH)).adminFetchExchangeRates).toMatchObject({ success: true, day: '2026-11-27' });
    const now = await rates();
    // 1 USD = 1 / 1.16 EUR; 181.04 JPY per euro = 156.068966 per dollar.
    expect(now.get('EUR')).toEqual({ currency: 'EUR', unitsPerUsd: 0.862069, asOf: '2026-11-27' });
    expect(now.get('JPY')).toMatchObject({ unitsPerUsd: 156.068966, asOf: '2026-11-27' });
    // A currency the feed does not give keeps its rate and date.
    expect(now.get('AED')).toMatchObject({ unitsPerUsd: 3.6725, asOf: '2026-11-01' });

    fake.setDays([NEXT_DAY, SAMPLE_DAY]);
    await call(FETCH);
    expect((await call(DAYS, { currency: 'JPY' })).adminExchangeRateDays).toEqual([
      { day: '2026-11-30', unitsPerUsd: 157.327586 },
      { day: '2026-11-27', unitsPerUsd: 156.068966 },
    ]);
    expect((await rates()).get('JPY')).toMatchObject({ unitsPerUsd: 157.327586, asOf: '2026-11-30' });
  });

  it('leaves an admin’s rate alone until the override is removed', async () => {
    const gbp = await rateItem('GBP');
    const saved = await call(OVERRIDE, {
      id: gbp._id,
      version: gbp.version,
      input: { unitsPerUsd: 0.7, asOf: '2026-12-02' },
    });
    expect(saved.adminUpdateExchangeRate).toEqual({ success: true, item: { overridden: true } });
    fake.setDays([{ time: '2026-12-03', rates: { ...NEXT_DAY.rates, GBP: 0.9 } }]);
    expect((await call(FETCH)).adminFetchExchangeRates.success).toBe(true);
    expect((await rates()).get('GBP')).toMatchObject({ unitsPerUsd: 0.7, asOf: '2026-12-02' });

    const removed = await call(REMOVE_OVERRIDE, { id: gbp._id });
    // The feed's latest day at once: 0.9 / 1.16.
    expect(removed.adminRemoveExchangeRateOverride).toEqual({
      success: true,
      code: null,
      item: { unitsPerUsd: 0.775862, asOf: '2026-12-03', overridden: false },
    });
  });

  it('keeps the last rates and warns when the feed is down or answers something else', async () => {
    const before = await rates();
    for (const mode of ['down', 'malformed'] as const) {
      fake.setMode(mode);
      expect((await call(FETCH)).adminFetchExchangeRates).toEqual({
        success: false,
        code: 'rates.feed.unavailable',
        day: null,
        changed: null,
      });
    }
    fake.setMode('ok');
    expect(await rates()).toEqual(before);
    const warnings = log.map((line) => JSON.parse(line)).filter((line) => line.level === 40);
    expect(warnings.map((line) => line.msg)).toEqual([
      'exchange-rate feed unreachable; the last rates stay',
      'exchange-rate feed answered no rates; the last rates stay',
    ]);
  });

  it('calls nothing without a feed address', async () => {
    const calls = fake.requests.length;
    const outcome = await refreshExchangeRates({ db: api.database.db, feedUrl: undefined, log: console });
    expect(outcome).toEqual({ status: 'notConfigured' });
    expect(fake.requests).toHaveLength(calls);
  });
});
