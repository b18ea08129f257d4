/** @jest-environment node */
// The stats service on hand-written blocks over several days (a devnet makes one day):
// per-day values against SQL over the chain tables, history written behind the head, a
// reorg that replaces a day's block, weeks/months/years, from/to, bad input, the spec.
import type { FastifyInstance } from 'fastify';
import { keccak256, toHex } from 'viem';

import '../api/test/injectUnderJest';
import { buildApp } from '../api/app';
import { testApiConfig } from '../api/test/config';
import { insertRows, type Database } from '../db';
import { createTestDatabase } from '../db/testing';
import { undoBlocks } from '../indexer/reorg';
import type { StatsLineChart, StatsLineChartPoint } from '../../types/api/statsService';
import { CHARTS_BY_ID, SECTIONS } from './catalog';
import { formatRatio } from './decimal';
import { addDays, periodEnd, periodStart } from './series';
import { oracle } from './test/oracle';
import { createStatsSwaggerValidator } from './test/statsSwagger';
import { refreshStats } from './updater';

type Json = Record<string, unknown>;
interface TxSpec { from: string; value?: bigint; status?: 0 | 1; gasPrice?: bigint; gasUsed?: bigint; creates?: boolean; factory?: boolean }
interface BlockSpec { number: number; time: string; txs: TxSpec[]; tag?: string }

const TODAY = new Date().toISOString().slice(0, 10);
const at = (daysBack: number, time: string) => `${ addDays(TODAY, -daysBack) }T${ time }.000Z`;
const address = (name: string) => `0x${ Buffer.from(name.padEnd(20, '_')).toString('hex').slice(0, 40) }`;
const blockHash = (spec: BlockSpec) => keccak256(toHex(`block-${ spec.number }-${ spec.tag ?? '' }`));

// Chronological, heights follow time; written out of order below.
const HISTORY: BlockSpec[] = [
  { number: 0, time: at(45, '12:00:00'), txs: [ { from: 'alice', value: 5n }, { from: 'bob', gasPrice: 3_000_000_000n } ] },
  { number: 1, time: at(45, '13:00:00'), txs: [ { from: 'alice', status: 0 } ] },
  { number: 2, time: at(44, '00:00:00'), txs: [ { from: 'carol', creates: true } ] },
  { number: 3, time: at(20, '06:00:00'), txs: [] },
  { number: 4, time: at(10, '23:59:59'), txs: [ { from: 'alice', value: 1n, factory: true }, { from: 'dave' } ] },
];
const HEAD: BlockSpec[] = [
  { number: 5, time: at(1, '08:00:00'), txs: [ { from: 'erin', value: 7n }, { from: 'bob' } ] },
  { number: 6, time: at(1, '09:00:00'), txs: [ { from: 'frank', value: 2n } ] },
  { number: 7, time: at(0, '00:00:01'), txs: [ { from: 'grace' }, { from: 'alice', value: 3n } ] },
];
const REPLACEMENT: BlockSpec = { number: 6, tag: 'b', time: at(1, '09:00:00'), txs: [ { from: 'heidi', value: 1n }, { from: 'heidi' } ] };

async function writeBlock(db: Database, spec: BlockSpec) {
  const hash = blockHash(spec);
  const txs = spec.txs.map((tx, index) => ({
    hash: keccak256(toHex(`${ hash }-${ index }`)), block_hash: hash, block_number: spec.number, index, block_timestamp: spec.time,
    from_address_hash: address(tx.from), to_address_hash: tx.creates ? null : address('sink'),
    created_contract_address_hash: tx.creates ? address(`contract${ spec.number }`) : null,
    value: String(tx.value ?? 0n), gas_limit: '100000', gas_price: String(tx.gasPrice ?? 1_000_000_000n),
    gas_used: String(tx.gasUsed ?? 21_000n + BigInt(index)), nonce: index, type: 2, input: '0x', status: tx.status ?? 1,
  }));
  await db.transaction(async(tx) => {
    await insertRows(tx, 'blocks', [ {
      hash, number: spec.number, parent_hash: `0x${ '00'.repeat(32) }`, timestamp: spec.time, miner_hash: address('miner'),
      gas_used: String(txs.reduce((sum, row) => sum + Number(row.gas_used), 0)), gas_limit: '30000000', base_fee_per_gas: '7',
      nonce: '0x0000000000000000', size: 600 + spec.number * 10, transactions_count: txs.length, burnt_fees: '0',
      priority_fees: String(1000 * (spec.number + 1)), transaction_fees: '0',
    } ], { conflict: 'hash', update: [ 'consensus' ] });
    await insertRows(tx, 'transactions', txs, { conflict: 'hash' });
    const frames = spec.txs.flatMap((spec_, index) => spec_.factory ? [ {
      block_hash: hash, transaction_index: index, index: 1, block_number: spec.number, transaction_hash: txs[index].hash, type: 'create',
      from_address_hash: address('sink'), created_contract_address_hash: address(`child${ spec.number }`), value: '0',
      trace_address: '[0]', subtraces: 0,
    } ] : []);
    await insertRows(tx, 'internal_transactions', frames, { conflict: 'block_hash, transaction_index, index' });
  });
}

async function verifyContract(db: Database, name: string, verifiedAt: string) {
  await insertRows(db, 'smart_contracts', [ {
    address_hash: address(name), name, language: 'solidity', compiler_version: 'v0.8.30+commit.73712a01', optimization_enabled: false,
    file_path: 'C.sol', abi: '[]', verification_method: 'flattened-code', match_type: 'full', verified_at: verifiedAt,
  } ], { conflict: 'address_hash' });
}

describe('stats service on hand-written days', () => {
  let db: Database;
  let app: FastifyInstance;
  const swagger = createStatsSwaggerValidator();

  beforeAll(async() => {
    db = await createTestDatabase();
    app = buildApp({ db, config: testApiConfig({ API_CACHE_TTL_MS: '0' }) });
  }, 120_000);

  afterAll(async() => {
    await app?.close();
    await db?.close();
  });

  async function get<T = Json>(url: string, specPath: string): Promise<T> {
    const response = await app.inject({ method: 'GET', url });
    expect({ url, status: response.statusCode, body: response.statusCode === 200 ? '' : response.body }).toEqual({ url, status: 200, body: '' });
    const body = response.json();
    expect({ url, errors: swagger.validate(specPath, body) }).toEqual({ url, errors: [] });
    return body as T;
  }
  const line = (id: string, query = '') => get<StatsLineChart>(`/api/v1/lines/${ id }${ query }`, '/api/v1/lines/{name}');
  const byDate = (points: StatsLineChartPoint[]) => new Map(points.map((point) => [ point.date, point.value ]));

  /** Every DAY chart against the oracle, day by day. */
  async function expectDaysMatchChain() {
    const days = await oracle(db);
    const expected: Record<string, (d: Record<string, bigint>) => string | null> = {
      newTxns: (d) => String(d.transactions),
      newBlocks: (d) => String(d.blocks),
      activeAccounts: (d) => String(d.active),
      newAccounts: (d) => String(d.new_accounts),
      newNativeCoinTransfers: (d) => String(d.native),
      newContracts: (d) => String(d.contracts),
      txnsFee: (d) => formatRatio(d.fees, 10n ** 18n, 18),
      averageTxnFee: (d) => d.transactions === 0n ? null : formatRatio(d.fees, d.transactions * 10n ** 18n, 18),
      averageGasPrice: (d) => d.transactions === 0n ? null : formatRatio(d.gas_price, d.transactions * 10n ** 9n, 9),
      txnsSuccessRate: (d) => d.transactions === 0n ? null : formatRatio(d.successful, d.transactions, 4),
      averageBlockSize: (d) => formatRatio(d.size, d.blocks, 2),
      averageBlockRewards: (d) => formatRatio(d.rewards, d.blocks * 10n ** 18n, 18),
      averageGasUsed: (d) => formatRatio(d.gas_used, d.blocks, 0),
      networkUtilization: (d) => formatRatio(d.gas_used * 100n, d.gas_limit, 4),
    };
    for (const [ id, value ] of Object.entries(expected)) {
      const points = byDate((await line(id)).chart);
      for (const [ day, sums ] of days) expect({ id, day, value: points.get(day) ?? null }).toEqual({ id, day, value: value(sums) });
    }
    // Growth charts: the running sum of the daily rows, every day of the range (idle ones too).
    const growth = (await line('txnsGrowth')).chart;
    let running = 0n;
    for (const point of growth) {
      running += days.get(point.date)?.transactions ?? 0n;
      expect({ day: point.date, value: point.value }).toEqual({ day: point.date, value: String(running) });
    }
    return days;
  }

  it('computes each day as SQL over the chain does, with history written behind the head', async() => {
    for (const spec of HEAD) await writeBlock(db, spec);
    await refreshStats(db);
    expect(await db.query('SELECT 1 FROM stats_dirty_days')).toHaveLength(0);
    const beforeHistory = byDate((await line('newAccounts')).chart);
    // alice sent today before her history was indexed: today counted her as new.
    expect(beforeHistory.get(TODAY)).toBe('2');

    for (const spec of [ ...HISTORY ].reverse()) await writeBlock(db, spec);
    await verifyContract(db, 'verified1', at(44, '10:00:00'));
    await verifyContract(db, 'verified2', at(44, '11:00:00'));
    await verifyContract(db, 'verified3', at(0, '00:00:02'));
    // The triggers marked exactly the days written.
    const dirty = await db.query<{ day: string }>(`SELECT to_char(day, 'YYYY-MM-DD') AS day FROM stats_dirty_days ORDER BY day`);
    expect(dirty.map((row) => row.day)).toEqual([ ...new Set([ ...HISTORY.map((spec) => spec.time.slice(0, 10)), TODAY ]) ].sort());
    await refreshStats(db);

    const days = await expectDaysMatchChain();
    expect(byDate((await line('newAccounts')).chart).get(TODAY)).toBe('1');
    expect(days.get(addDays(TODAY, -44))?.contracts).toBe(1n);
    expect(days.get(addDays(TODAY, -10))?.contracts).toBe(1n);
    const verified = byDate((await line('newVerifiedContracts')).chart);
    expect([ verified.get(addDays(TODAY, -44)), verified.get(TODAY), verified.get(addDays(TODAY, -45)) ]).toEqual([ '2', '1', '0' ]);
    // Days without blocks are there, with zero counts and no averages.
    const idle = addDays(TODAY, -30);
    expect(byDate((await line('newTxns')).chart).get(idle)).toBe('0');
    expect(byDate((await line('averageTxnFee')).chart).has(idle)).toBe(false);
  });

  it('follows a reorg that replaces a block of yesterday', async() => {
    const yesterday = addDays(TODAY, -1);
    const before = byDate((await line('newTxns')).chart).get(yesterday);
    const lost = blockHash(HEAD[1]);
    await db.transaction(async(tx) => undoBlocks(tx, [ lost ]));
    await writeBlock(db, REPLACEMENT);
    const dirty = await db.query<{ day: string }>(`SELECT to_char(day, 'YYYY-MM-DD') AS day FROM stats_dirty_days`);
    expect(dirty.map((row) => row.day)).toEqual([ yesterday ]);
    await refreshStats(db);
    await expectDaysMatchChain();
    expect([ before, byDate((await line('newTxns')).chart).get(yesterday) ]).toEqual([ '3', '4' ]);
    // frank's only transaction went with the lost block; heidi is new.
    const [ frank ] = await db.query(`SELECT 1 FROM stats_accounts WHERE address_hash = $1`, [ address('frank') ]);
    expect(frank).toBeUndefined();
    const totals = await get<{ counters: Array<{ id: string; value: string }> }>('/api/v1/counters', '/api/v1/counters');
    const counters = Object.fromEntries(totals.counters.map((counter) => [ counter.id, counter.value ]));
    const [ sql ] = await db.query<{ accounts: string; transactions: string; blocks: string }>(`SELECT
      (SELECT count(DISTINCT from_address_hash) FROM transactions WHERE block_hash IS NOT NULL) AS accounts,
      (SELECT count(*) FROM transactions) AS transactions, (SELECT count(*) FROM blocks WHERE consensus) AS blocks`);
    expect(counters).toMatchObject({ totalAccounts: String(sql.accounts), totalTxns: String(sql.transactions), totalBlocks: String(sql.blocks),
      totalVerifiedContracts: '3', lastNewVerifiedContracts: '1' });
  });

  it('sums weeks, months and years from the days, averages over them, and marks the current period', async() => {
    const days = await oracle(db);
    for (const resolution of [ 'WEEK', 'MONTH', 'YEAR' ] as const) {
      const query = `?resolution=${ resolution }`;
      const [ newTxns, growth, fee, utilization ] = await Promise.all(
        [ 'newTxns', 'txnsGrowth', 'averageTxnFee', 'networkUtilization' ].map((id) => line(id, query)));
      for (const point of newTxns.chart) {
        expect(point.date).toBe(periodStart(point.date, resolution));
        expect(point.date_to).toBe(periodEnd(point.date, resolution));
        const inPeriod = [ ...days ].filter(([ day ]) => day >= point.date && day <= point.date_to).map(([ , sums ]) => sums);
        const sum = (key: string) => inPeriod.reduce((total, sums) => total + sums[key], 0n);
        expect({ resolution, date: point.date, value: point.value }).toEqual({ resolution, date: point.date, value: String(sum('transactions')) });
        const upTo = [ ...days ].filter(([ day ]) => day <= point.date_to).reduce((total, [ , sums ]) => total + sums.transactions, 0n);
        expect(growth.chart.find((other) => other.date === point.date)?.value).toBe(String(upTo));
        const feePoint = fee.chart.find((other) => other.date === point.date);
        expect(feePoint?.value ?? null).toBe(sum('transactions') === 0n ? null : formatRatio(sum('fees'), sum('transactions') * 10n ** 18n, 18));
        expect(utilization.chart.find((other) => other.date === point.date)?.value ?? null)
          .toBe(sum('gas_limit') === 0n ? null : formatRatio(sum('gas_used') * 100n, sum('gas_limit'), 4));
      }
      // Only the period holding today is approximate, and it is the last.
      expect(newTxns.chart.map((point) => point.is_approximate)).toEqual(newTxns.chart.map((_, index) => index === newTxns.chart.length - 1));
      expect(newTxns.chart.at(-1)?.date_to.localeCompare(TODAY)).toBeGreaterThanOrEqual(0);
    }
    const daily = (await line('newTxns')).chart;
    expect(daily.filter((point) => point.is_approximate).map((point) => point.date)).toEqual([ TODAY ]);
  });

  it('filters by from and to', async() => {
    const from = addDays(TODAY, -44);
    const to = addDays(TODAY, -10);
    const { chart } = await line('newTxns', `?from=${ from }&to=${ to }`);
    expect([ chart[0].date, chart.at(-1)?.date, chart.length ]).toEqual([ from, to, 35 ]);
    const growth = await line('txnsGrowth', `?from=${ to }&to=${ to }`);
    const all = byDate((await line('txnsGrowth')).chart);
    expect(growth.chart).toEqual([ { date: to, date_to: to, value: all.get(to), is_approximate: false } ]);
    expect((await line('newTxns', '?from=2000-01-01&to=2000-01-31')).chart).toEqual([]);
  });

  it('lists the sections and charts, counters and pages as the spec and blockscout-rs name them', async() => {
    const lines = await get<{ sections: Array<{ id: string; charts: Array<{ id: string; title: string }> }> }>('/api/v1/lines', '/api/v1/lines');
    expect(lines.sections.map((section) => section.id)).toEqual([ 'accounts', 'transactions', 'blocks', 'tokens', 'gas', 'contracts' ]);
    const titles = Object.fromEntries(lines.sections.flatMap((section) => section.charts.map((chart) => [ chart.id, chart.title ])));
    expect(titles).toMatchObject({ newTxns: 'New transactions', txnsGrowth: 'Number of transactions', accountsGrowth: 'Number of accounts',
      newNativeCoinTransfers: 'Number of QNM transfers', gasUsedGrowth: 'Total gas usage' });
    expect(Object.keys(titles).sort()).toEqual([ ...CHARTS_BY_ID.keys() ].sort());
    for (const section of SECTIONS) {
      for (const chart of section.charts) {
        const body = await line(chart.id);
        expect(body.info.id).toBe(chart.id);
      }
    }
    const main = await get<Json>('/api/v1/pages/main', '/api/v1/pages/main');
    const window = main.daily_new_transactions as StatsLineChart;
    expect(window.chart.length).toBeLessThanOrEqual(30);
    expect(window.chart.at(-1)?.date).toBe(TODAY);
    expect((main.total_blocks as Json).value).toBe(String((await db.query<{ n: number }>('SELECT count(*) AS n FROM blocks WHERE consensus'))[0].n));
    await get('/api/v1/pages/transactions', '/api/v1/pages/transactions');
    await get('/api/v1/pages/contracts', '/api/v1/pages/contracts');
  });

  it('refuses unknown charts and malformed dates or resolutions with a message', async() => {
    const cases: Array<[ string, number ]> = [
      [ '/api/v1/lines/noSuchChart', 404 ],
      [ '/api/v1/lines/newTxns?from=2024-02-30', 422 ],
      [ '/api/v1/lines/newTxns?to=yesterday', 422 ],
      [ '/api/v1/lines/newTxns?from=2024-03-01&to=2024-02-01', 422 ],
      [ '/api/v1/lines/newTxns?resolution=HOUR', 422 ],
      [ '/api/v1/lines/newTxns?resolution=week', 422 ],
      [ '/api/v1/lines/activeAccounts?resolution=MONTH', 422 ],
      [ '/api/v1/lines/newTxns?from=2024-01-01&from=2024-01-02', 422 ],
    ];
    for (const [ url, status ] of cases) {
      const response = await app.inject({ method: 'GET', url });
      expect({ url, status: response.statusCode }).toEqual({ url, status });
      expect(typeof response.json().message).toBe('string');
    }
    const unspecified = await app.inject({ method: 'GET', url: '/api/v1/lines/newTxns?resolution=RESOLUTION_UNSPECIFIED' });
    expect(unspecified.statusCode).toBe(200);
  });

  it('counts the contracts of the last 24 h by the time of the blocks that made them, not by when they were indexed', async() => {
    const anHourAgo = new Date(Date.now() - 60 * 60 * 1000).toISOString();
    await writeBlock(db, { number: 8, time: anHourAgo, txs: [ { from: 'ivan', creates: true } ] });
    // Every contract of the chain indexed just now, as after a fresh start on a chain with history.
    await insertRows(db, 'addresses', [ 'contract2', 'child4', 'contract8' ].map((name) => ({ hash: address(name), contract_code: '0x6080' })),
      { conflict: 'hash', update: [ 'contract_code' ] });
    const counters = (await app.inject({ method: 'GET', url: '/api/v2/smart-contracts/counters' })).json();
    // Only block 8's contract is of the last day; the two of 44 and 10 days ago are not new.
    expect(counters.new_smart_contracts_24h).toBe('1');
    await refreshStats(db);
    const page = (await app.inject({ method: 'GET', url: '/api/v1/pages/contracts' })).json();
    expect(page.new_contracts_24h.value).toBe('1');
  });
});
