/** @jest-environment node */
// Stats endpoints against a devnet indexed by the real indexer: the OpenAPI document,
// the database and the node agree with what /stats, its charts and /transactions/stats say.
import type { FastifyInstance } from 'fastify';
import { toHex } from 'viem';

import './test/injectUnderJest';
import { buildApp } from './app';
import { testApiConfig } from './test/config';
import { cachedValue } from './presenters/stats';
import { countRows } from '../db/queries/chainStats';
import { openSharedChainFixture, PENDING_TRANSACTIONS, type ChainFixture } from './test/chainFixture';
import { createOpenApiValidator } from './test/openapi';

/** How close to 00:00 UTC the day-dependent test waits for the new day. */
const MIDNIGHT_MARGIN_MS = 90_000;
const startOfNextUtcDay = () => { const now = new Date(); return Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 1); };

type Json = Record<string, unknown>;
type Tier = { price: number; time: number | null; fiat_price: null; base_fee: number | null; priority_fee: number | null;
  priority_fee_wei: string | null; wei: string };

const MS_PER_DAY = 86_400_000;
const FRACTIONS = [ 0.35, 0.6, 0.9 ];

/** PostgreSQL's percentile_disc: the first value whose cumulative share reaches the fraction. */
function percentileDisc(sorted: bigint[], fraction: number): bigint {
  const position = sorted.findIndex((_, index) => (index + 1) / sorted.length >= fraction);
  return sorted[position];
}

const mean = (values: bigint[]) => values.reduce((sum, value) => sum + value, 0n) / BigInt(values.length);
const byValue = (a: bigint, b: bigint) => (a < b ? -1 : a > b ? 1 : 0);

describe('stats API on an indexed devnet', () => {
  let fixture: ChainFixture;
  let app: FastifyInstance;
  const openapi = createOpenApiValidator();

  beforeAll(async() => {
    fixture = await openSharedChainFixture();
    app = buildApp({ db: fixture.db, config: testApiConfig({}) });
  }, 180_000);

  afterAll(async() => {
    await app?.close();
    await fixture?.close();
  });

  async function getValid(url: string, specPath: string, headers: Record<string, string> = {}): Promise<Json> {
    const response = await app.inject({ method: 'GET', url, headers });
    expect({ url, status: response.statusCode }).toEqual({ url, status: 200 });
    const body = response.json();
    expect({ url, errors: openapi.validate(specPath, body) }).toEqual({ url, errors: [] });
    return body;
  }

  async function one<T>(sql: string, params: unknown[] = []): Promise<T> {
    const [ row ] = await fixture.db.query<{ v: T }>(sql, params);
    return row.v;
  }

  const rpc = (method: string, params: unknown[] = []) => fixture.devnet.provider.request({ method, params } as never) as Promise<Record<string, string>>;

  it('counts blocks, transactions, addresses and gas as the database and the node have them', async() => {
    const stats = await getValid('/api/v2/stats', '/v2/stats', { 'updated-gas-oracle': 'true' });
    const head = Number(await one<number>('SELECT max(number) AS v FROM blocks WHERE consensus'));
    let gasUsed = 0n;
    for (let number = 0; number <= head; number++) {
      gasUsed += BigInt((await rpc('eth_getBlockByNumber', [ toHex(number), false ])).gasUsed);
    }
    expect(stats).toMatchObject({
      total_blocks: String(head + 1),
      total_transactions: String(await one('SELECT count(*) AS v FROM transactions WHERE block_hash IS NOT NULL')),
      total_addresses: String(await one('SELECT count(*) AS v FROM addresses')),
      total_gas_used: gasUsed.toString(),
      coin_price: null, coin_image: null, coin_price_change_percentage: null, market_cap: '0', tvl: null, static_gas_price: null,
    });
    expect(Number(stats.total_transactions)).toBeGreaterThan(50);
    const [ first, last ] = await fixture.db.query<{ v: Date }>(`(SELECT timestamp AS v FROM blocks WHERE consensus AND number = $1)
      UNION ALL (SELECT timestamp AS v FROM blocks WHERE consensus ORDER BY number DESC LIMIT 1)`, [ Math.max(0, head - 100) ]);
    expect(stats.average_block_time).toBe(Math.round((last.v.getTime() - first.v.getTime()) / Math.min(head, 100)));
  });

  it('counts today since midnight UTC and measures utilization over the last 50 blocks', async() => {
    const stats = await getValid('/api/v2/stats', '/v2/stats');
    const midnight = new Date(Math.floor(Date.now() / MS_PER_DAY) * MS_PER_DAY);
    const today = await fixture.db.query<{ transactions: string; gas: string }>(`SELECT COALESCE(sum(transactions_count), 0) AS transactions,
      COALESCE(sum(gas_used), 0) AS gas FROM blocks WHERE consensus AND timestamp >= $1`, [ midnight ]);
    expect(stats).toMatchObject({ transactions_today: String(today[0].transactions), gas_used_today: String(today[0].gas) });
    expect(Number(stats.transactions_today)).toBeGreaterThan(0);
    const [ recent ] = await fixture.db.query<{ used: string; limit: string }>(`SELECT sum(gas_used) AS used, sum(gas_limit) AS limit
      FROM (SELECT gas_used, gas_limit FROM blocks WHERE consensus ORDER BY number DESC LIMIT 50) b`);
    expect(stats.network_utilization_percentage).toBeCloseTo(Number(recent.used) / Number(recent.limit) * 100, 10);
  });

  it('prices gas tiers from recent fees on top of the base fee the node expects next', async() => {
    const stats = await getValid('/api/v2/stats', '/v2/stats', { 'updated-gas-oracle': 'true' });
    const prices = stats.gas_prices as { slow: Tier; average: Tier; fast: Tier };
    const pending = await rpc('eth_getBlockByNumber', [ 'pending', false ]);
    const baseFee = BigInt(pending.baseFeePerGas);
    const head = Number(await one<number>('SELECT max(number) AS v FROM blocks WHERE consensus'));
    const rows = await fixture.db.query<{ block_number: number; tip: string | null }>(`SELECT block_number, max_priority_fee_per_gas AS tip
      FROM transactions WHERE block_hash IS NOT NULL AND status = 1 AND gas_price > 0 AND block_number > $1`, [ head - 200 ]);
    const tipsByBlock = new Map<number, bigint[]>();
    for (const row of rows.filter((item) => item.tip !== null)) {
      tipsByBlock.set(row.block_number, [ ...tipsByBlock.get(row.block_number) ?? [], BigInt(row.tip!) ]);
    }
    const [ slow, average, fast ] = FRACTIONS.map((fraction) =>
      mean([ ...tipsByBlock.values() ].map((tips) => percentileDisc(tips.sort(byValue), fraction))));
    expect(tipsByBlock.size).toBeGreaterThan(3);
    for (const [ tier, tip ] of [ [ prices.slow, slow ], [ prices.average, average ], [ prices.fast, fast ] ] as const) {
      expect(tier).toMatchObject({ wei: (baseFee + tip).toString(), priority_fee_wei: tip.toString(), fiat_price: null,
        time: stats.average_block_time });
      expect(tier.price).toBeGreaterThanOrEqual(Number(baseFee + tip) / 1e9);
      expect(tier.price).toBeLessThan(Number(baseFee + tip) / 1e9 + 0.01);
      expect(tier.base_fee).toBeGreaterThanOrEqual(Number(baseFee) / 1e9);
    }
    expect(prices.slow.price).toBeLessThanOrEqual(prices.average.price);
    expect(prices.average.price).toBeLessThanOrEqual(prices.fast.price);
    expect(stats.gas_prices_update_in).toBeGreaterThan(0);
    expect(Date.parse(stats.gas_price_updated_at as string)).toBeLessThanOrEqual(Date.now());

    // Tiers are objects with or without the header: a cached body must suit every client.
    expect((await getValid('/api/v2/stats', '/v2/stats')).gas_prices).toEqual(prices);
  });

  it('charts transactions per UTC day, newest first, from the first block on', async() => {
    const { chart_data: points } = await getValid('/api/v2/stats/charts/transactions', '/v2/stats/charts/transactions') as {
      chart_data: Array<{ date: string; transactions_count: number }>;
    };
    const days = await fixture.db.query<{ day: string; n: string }>(`SELECT to_char(timestamp AT TIME ZONE 'UTC', 'YYYY-MM-DD') AS day,
      sum(transactions_count) AS n FROM blocks WHERE consensus GROUP BY 1`);
    const today = new Date().toISOString().slice(0, 10);
    expect(points[0].date).toBe(today);
    expect(points.length).toBeLessThanOrEqual(30);
    expect(points.at(-1)!.date).toBe([ ...days.map((day) => day.day) ].sort()[0]);
    expect(points.map((point) => point.date)).toEqual([ ...points.map((point) => point.date) ].sort().reverse());
    for (const point of points) {
      expect(point.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(point.transactions_count).toBe(Number(days.find((day) => day.day === point.date)?.n ?? 0));
    }
    const total = points.reduce((sum, point) => sum + point.transactions_count, 0);
    expect(total).toBe(Number(await one('SELECT count(*) AS v FROM transactions WHERE block_hash IS NOT NULL')));
  });

  it('answers the market chart without a price source', async() => {
    expect(await getValid('/api/v2/stats/charts/market', '/v2/stats/charts/market')).toEqual({ chart_data: [], available_supply: '0' });
  });

  it('sums the last 24 hours of transactions and their fees as the node reports them', async() => {
    const stats = await getValid('/api/v2/transactions/stats', '/v2/transactions/stats');
    const hashes = await fixture.db.query<{ hash: string }>('SELECT hash FROM transactions WHERE block_hash IS NOT NULL');
    let fees = 0n;
    for (const { hash } of hashes) {
      const receipt = await rpc('eth_getTransactionReceipt', [ hash ]);
      fees += BigInt(receipt.gasUsed) * BigInt(receipt.effectiveGasPrice);
    }
    expect(stats).toEqual({
      transactions_count_24h: String(hashes.length),
      pending_transactions_count: String(PENDING_TRANSACTIONS),
      transaction_fees_sum_24h: fees.toString(),
      transaction_fees_avg_24h: (fees / BigInt(hashes.length)).toString(),
    });
  });

  it('counts exactly up to its cap and estimates beyond it', async() => {
    const mined = Number(await one('SELECT count(*) AS v FROM transactions WHERE block_hash IS NOT NULL'));
    expect(await countRows(fixture.db, 'minedTransactions')).toBe(mined);
    expect(await countRows(fixture.db, 'pendingTransactions')).toBe(PENDING_TRANSACTIONS);
    expect(await countRows(fixture.db, 'minedTransactions', 10)).toBeGreaterThanOrEqual(11);
  });

  it('ignores query parameters it does not use and refuses over-long URLs', async() => {
    for (const url of [ `/api/v2/stats?apikey=${ encodeURIComponent("x' OR 1=1--") }`, '/api/v2/transactions/stats?filter=nonsense',
      '/api/v2/stats/charts/transactions?from=-1' ]) {
      expect((await app.inject(url)).statusCode).toBe(200);
    }
    const long = await app.inject(`/api/v2/stats?q=${ 'x'.repeat(5000) }`);
    expect(long.statusCode).toBe(414);
    expect(long.json()).toEqual({ message: expect.any(String) });
  });

  it('follows each new block within a second: totals, today and the chart\'s today from the same blocks', async() => {
    // "Today" turns at 00:00 UTC (a run at 23:59 read 93 today and 95 in the chart's today):
    // this test measures a block's arrival, so it does not run across the day's turn.
    const toMidnight = startOfNextUtcDay() - Date.now();
    if (toMidnight < MIDNIGHT_MARGIN_MS) await new Promise((resolve) => setTimeout(resolve, toMidnight + MIDNIGHT_MARGIN_MS));
    const live = buildApp({ db: fixture.db, config: testApiConfig({ API_CACHE_TTL_MS: '0' }) });
    const read = async() => {
      const stats = (await live.inject('/api/v2/stats')).json() as Json;
      const chart = (await live.inject('/api/v2/stats/charts/transactions')).json() as { chart_data: Array<{ transactions_count: number }> };
      return { blocks: Number(stats.total_blocks), transactions: Number(stats.total_transactions), addresses: Number(stats.total_addresses),
        today: Number(stats.transactions_today), chartToday: chart.chart_data[0].transactions_count };
    };
    const head = Number(await one<number>('SELECT max(number) AS v FROM blocks WHERE consensus'));
    const hash = `0x${ 'fe'.repeat(32) }`;
    const newAddress = `0x${ 'fe'.repeat(20) }`;
    try {
      const before = await read();
      expect(before.chartToday).toBe(before.today);
      // A block arrives, as the indexer writes one: 7 transactions and a new address.
      await fixture.db.query(`INSERT INTO blocks (hash, number, parent_hash, timestamp, miner_hash, gas_used, gas_limit, nonce, transactions_count)
        SELECT $1, number + 1, hash, now(), miner_hash, 0, gas_limit, nonce, 7 FROM blocks WHERE consensus AND number = $2`, [ hash, head ]);
      await fixture.db.query('INSERT INTO addresses (hash) VALUES ($1)', [ newAddress ]);
      await new Promise((resolve) => setTimeout(resolve, 1200));
      const after = await read();
      expect(after).toEqual({ blocks: before.blocks + 1, transactions: before.transactions + 7, addresses: before.addresses + 1,
        today: before.today + 7, chartToday: before.today + 7 });
    } finally {
      await fixture.db.query('DELETE FROM blocks WHERE hash = $1', [ hash ]);
      await fixture.db.query('DELETE FROM addresses WHERE hash = $1', [ newAddress ]);
      await live.close();
    }
  }, 2 * MIDNIGHT_MARGIN_MS + 60_000);
});

describe('cachedValue', () => {
  it('loads once, serves a stale value while it reloads, and keeps it when a reload fails', async() => {
    let clock = 0;
    let calls = 0;
    let fail = false;
    const errors: unknown[] = [];
    const value = cachedValue(async() => {
      calls++;
      if (fail) throw new Error('database down');
      return calls;
    }, 1000, (error) => errors.push(error), { now: () => clock });
    await expect(Promise.all([ value.get(), value.get() ])).resolves.toEqual([ 1, 1 ]);
    clock = 500;
    expect(await value.get()).toBe(1);
    clock = 1500;
    expect(await value.get()).toBe(1);
    await value.settle();
    expect(await value.get()).toBe(2);
    expect(value.loadedAt()).toBe(1500);
    fail = true;
    clock = 3000;
    expect(await value.get()).toBe(2);
    await value.settle();
    expect(errors).toHaveLength(1);
    expect(value.loadedAt()).toBe(1500);
    expect(calls).toBe(3);
  });

  it('with waitWhenStale, answers a request after the TTL with a fresh value, and the old one when the reload fails', async() => {
    let clock = 0;
    let calls = 0;
    let fail = false;
    const errors: unknown[] = [];
    const value = cachedValue(async() => {
      calls++;
      await new Promise((resolve) => setTimeout(resolve, 20));
      if (fail) throw new Error('database down');
      return calls;
    }, 1000, (error) => errors.push(error), { waitWhenStale: true, now: () => clock });
    expect(await value.get()).toBe(1);
    clock = 500;
    expect(await value.get()).toBe(1);
    clock = 1500;
    await expect(Promise.all([ value.get(), value.get() ])).resolves.toEqual([ 2, 2 ]);
    fail = true;
    clock = 3000;
    expect(await value.get()).toBe(2);
    expect(errors).toHaveLength(1);
    expect(calls).toBe(3);
  });

  it('fails the first request when the first load fails', async() => {
    const value = cachedValue(async() => { throw new Error('no database'); }, 1000, () => undefined);
    await expect(value.get()).rejects.toThrow('no database');
  });
});
