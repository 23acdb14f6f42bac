import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { graphql } from '@/core/client/graphql/public-graphql';
import type { Db } from '@/core/server/db/database';
import { KeptReads, keptRead } from '@/core/server/db/kept-reads';
import { QueryTrace } from '@/core/server/db/query-trace';
import type { OpenSchoolTables } from '@/modules/openschool/server/tables';
import { startTestApp, type TestApp } from './support/test-app';
import { ENGINES } from './support/test-database';

const RATES = graphql(`query { exchangeRates { currency unitsPerUsd } }`);

const euroRate = async (db: Db) =>
  Number(
    (
      await db
        .withTables<OpenSchoolTables>()
        .selectFrom('exchange_rate')
        .select('units_per_usd')
        .where('currency', '=', 'EUR')
        .executeTakeFirstOrThrow()
    ).units_per_usd,
  );

describe.each(ENGINES)('reads kept in the process until their table changes, on %s', (engine) => {
  let api: TestApp;
  beforeAll(async () => {
    api = await startTestApp(engine);
  });
  afterAll(async () => {
    await api?.close();
  });

  const setEuroRate = async (unitsPerUsd: number) => {
    await api.database.db
      .withTables<OpenSchoolTables>()
      .updateTable('exchange_rate')
      .set({ units_per_usd: unitsPerUsd })
      .where('currency', '=', 'EUR')
      .execute();
    // On a PostgreSQL server the change is heard a moment later, as a request that wrote waits for.
    await api.database.changes.sync();
  };

  it('reads once while the table stays the same, names the table in every request that asks, and reads again once it changed', async () => {
    const kept = new KeptReads(api.database.db, api.database.changes);
    let reads = 0;
    const euro = keptRead(['exchange_rate'], (db) => {
      reads += 1;
      return euroRate(db);
    });
    const before = await euroRate(api.database.db);
    // Every change notified before the test heard first: on a loaded machine, one heard late
    // could come between the two reads and drop the kept value (seen once on CI, read twice).
    await api.database.changes.sync();

    const first = new QueryTrace();
    const second = new QueryTrace();
    expect(await first.run(() => kept.read(euro))).toBe(before);
    expect(await second.run(() => kept.read(euro))).toBe(before);
    expect(reads).toBe(1);
    expect([...second.words]).toContain('exchange_rate');

    await setEuroRate(0.5);
    expect(await kept.read(euro)).toBe(0.5);
    expect(reads).toBe(2);
    await setEuroRate(before);
    expect(await kept.read(euro)).toBe(before);
  });

  it('keeps no failed read: the next one tries again', async () => {
    const kept = new KeptReads(api.database.db, api.database.changes);
    let reads = 0;
    const flaky = keptRead(['exchange_rate'], async (db) => {
      reads += 1;
      if (reads === 1) throw new Error('the database went away');
      return euroRate(db);
    });
    await expect(kept.read(flaky)).rejects.toThrow('the database went away');
    expect(await kept.read(flaky)).toBe(await euroRate(api.database.db));
  });

  it('the exchange rates a client reads follow a change of the table', async () => {
    const euroOf = async () =>
      (await api.graphql(RATES)).data?.exchangeRates.find((rate) => rate.currency === 'EUR')?.unitsPerUsd;
    const before = await euroOf();
    expect(before).toBeGreaterThan(0);
    await setEuroRate(0.75);
    expect(await euroOf()).toBe(0.75);
    await setEuroRate(Number(before));
    expect(await euroOf()).toBe(before);
  });
});
