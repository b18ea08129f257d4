/** @jest-environment node */
// The stats service on a devnet indexed by the real indexer (its stats stage on), with the
// fixture's reorg: every DAY point equals SQL over the chain tables, blocks that lost
// consensus count for nothing, and the answers are valid against stats.swagger.yaml.
import type { FastifyInstance } from 'fastify';

import '../api/test/injectUnderJest';
import { buildApp } from '../api/app';
import { testApiConfig } from '../api/test/config';
import { openSharedChainFixture, type ChainFixture } from '../api/test/chainFixture';
import type { StatsCounters, StatsLineChart } from '../../types/api/statsService';
import { formatRatio } from './decimal';
import { oracle } from './test/oracle';
import { createStatsSwaggerValidator } from './test/statsSwagger';
import { refreshStats } from './updater';

describe('stats service on an indexed devnet', () => {
  let fixture: ChainFixture;
  let app: FastifyInstance;
  const swagger = createStatsSwaggerValidator();

  beforeAll(async() => {
    fixture = await openSharedChainFixture();
    app = buildApp({ db: fixture.db, config: testApiConfig({ API_CACHE_TTL_MS: '0' }) });
  }, 240_000);

  afterAll(async() => {
    await app?.close();
    await fixture?.close();
  });

  async function get<T>(url: string, specPath: string): Promise<T> {
    const response = await app.inject({ method: 'GET', url });
    expect({ url, status: response.statusCode }).toEqual({ url, status: 200 });
    expect({ url, errors: swagger.validate(specPath, response.json()) }).toEqual({ url, errors: [] });
    return response.json() as T;
  }

  it('was kept by the indexer as blocks arrived, and every day equals SQL over the chain after the reorg', async() => {
    // The indexer's stats stage wrote rows while it ran (it is stopped now; today's row may lag by its throttle).
    expect((await fixture.db.query('SELECT 1 FROM stats_days')).length).toBeGreaterThan(0);
    await refreshStats(fixture.db);
    const days = await oracle(fixture.db);
    expect(days.size).toBeGreaterThan(0);
    const checks: Record<string, (sums: Record<string, bigint>) => string> = {
      newTxns: (sums) => String(sums.transactions),
      newBlocks: (sums) => String(sums.blocks),
      newAccounts: (sums) => String(sums.new_accounts),
      activeAccounts: (sums) => String(sums.active),
      newContracts: (sums) => String(sums.contracts),
      newNativeCoinTransfers: (sums) => String(sums.native),
      txnsFee: (sums) => formatRatio(sums.fees, 10n ** 18n, 18),
      averageBlockRewards: (sums) => formatRatio(sums.rewards, sums.blocks * 10n ** 18n, 18),
    };
    for (const [ id, expected ] of Object.entries(checks)) {
      const { chart } = await get<StatsLineChart>(`/api/v1/lines/${ id }`, '/api/v1/lines/{name}');
      const values = new Map(chart.map((point) => [ point.date, point.value ]));
      for (const [ day, sums ] of days) expect({ id, day, value: values.get(day) }).toEqual({ id, day, value: expected(sums) });
    }
    // The lost block's transactions are gone from the chain tables and from the stats.
    const [ lost ] = await fixture.db.query<{ n: number }>(`SELECT count(*) AS n FROM blocks WHERE hash = ANY($1) AND NOT consensus`,
      [ fixture.lostBlockHashes ]);
    expect(Number(lost.n)).toBe(fixture.lostBlockHashes.length);
    const { counters } = await get<StatsCounters>('/api/v1/counters', '/api/v1/counters');
    const value = (id: string) => counters.find((counter) => counter.id === id)?.value;
    const [ sql ] = await fixture.db.query<{ blocks: number; mined: number; all: number; contracts: number }>(`SELECT
      (SELECT count(*) FROM blocks WHERE consensus) AS blocks, (SELECT count(*) FROM transactions WHERE block_hash IS NOT NULL) AS mined,
      (SELECT count(*) FROM transactions) AS all,
      (SELECT count(*) FROM addresses WHERE contract_code IS NOT NULL AND contract_code <> '0x') AS contracts`);
    expect({ totalBlocks: value('totalBlocks'), totalTxns: value('totalTxns'), newTxns24h: value('newTxns24h'), totalContracts: value('totalContracts') })
      .toEqual({ totalBlocks: String(sql.blocks), totalTxns: String(sql.all), newTxns24h: String(sql.mined), totalContracts: String(sql.contracts) });
    await get('/api/v1/pages/main', '/api/v1/pages/main');
  });
});
