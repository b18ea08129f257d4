/** @jest-environment node */
// `/metrics` in Prometheus's text format, as a scraper reads it: the API's answers by route
// pattern and status (an address is not a series of its own), the database's statements, the
// process's own figures; and on an indexer's probe server the blocks written, height, head and
// lag, and the node's JSON-RPC calls by method.
import './test/injectUnderJest';
import type { FastifyInstance } from 'fastify';

import type { Database } from '../db';
import { createTestDatabase } from '../db/testing';
import { createDevnet, type Devnet } from '../devnet/node';
import { createIndexer, type Indexer } from '../indexer/indexer';
import { waitUntil } from '../indexer/testing/verifyChain';
import { startProbeServer, type ProbeServer } from '../start/probeServer';
import { buildApp } from './app';
import { testApiConfig } from './test/config';
import { createSmallDatabase } from './test/smallDatabase';

/** The value of the sample `name{labels}` (labels as written, in order), or null. */
function sample(text: string, name: string, labels = ''): number | null {
  const line = text.split('\n').find((entry) => entry.startsWith(`${ name }${ labels ? `{${ labels }}` : '' } `));
  return line ? Number(line.split(' ').at(-1)) : null;
}

describe('/metrics', () => {
  it('counts the API\'s answers by route pattern and status, and the database\'s statements', async() => {
    const db = await createSmallDatabase();
    const app: FastifyInstance = buildApp({ db, config: testApiConfig({ API_CACHE_TTL_MS: '0' }) });
    try {
      for (let index = 0; index < 3; index++) expect((await app.inject('/api/v2/blocks')).statusCode).toBe(200);
      for (const address of [ `0x${ '1'.repeat(40) }`, `0x${ '2'.repeat(40) }` ]) await app.inject(`/api/v2/addresses/${ address }`);
      expect((await app.inject('/api/v2/no-such-path')).statusCode).toBe(404);

      const response = await app.inject('/metrics');
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toContain('text/plain');
      const text = response.body;
      expect(sample(text, 'explorer_http_request_duration_seconds_count', 'method="GET",route="/api/v2/blocks",status_code="200"')).toBe(3);
      // Two addresses, one series: the route's pattern.
      expect(text.match(/explorer_http_request_duration_seconds_count\{method="GET",route="\/api\/v2\/addresses\/:hash",status_code="\d+"\}/g))
        .toHaveLength(1);
      expect(sample(text, 'explorer_http_request_duration_seconds_count', 'method="GET",route="unmatched",status_code="404"')).toBe(1);
      expect(sample(text, 'explorer_db_query_duration_seconds_count', 'outcome="ok"')).toBeGreaterThan(0);
      expect(sample(text, 'process_cpu_user_seconds_total')).toBeGreaterThan(0);
      expect(text).toContain('# TYPE explorer_socket_connections gauge');
    } finally {
      await app.close();
      await db.close();
    }
  }, 30_000);

  describe('of an indexer without the API', () => {
    let devnet: Devnet;
    let db: Database;
    let indexer: Indexer;
    let probes: ProbeServer;

    beforeAll(async() => {
      devnet = await createDevnet({ port: 0, blockIntervalMs: 0 });
      await devnet.provider.request({ method: 'hardhat_mine', params: [ '0x20' ] });
      db = await createTestDatabase();
      indexer = createIndexer({ db, rpcUrl: devnet.url, pollIntervalMs: 100,
        stages: { internalTransactions: false, nftMetadata: false, tokenMetadata: false, proxies: false, stats: false } });
      probes = await startProbeServer({ db, host: '127.0.0.1', port: 0 });
      await indexer.start();
    }, 60_000);

    afterAll(async() => {
      await probes?.close();
      await indexer?.stop();
      await db?.close();
      await devnet?.close();
    });

    it('tells the blocks written, the height, the node\'s head and the lag, and the node\'s calls by method', async() => {
      const scrape = async() => (await fetch(`${ probes.url }/metrics`)).text();
      // Blocks 0–32: realtime writes the head first, catch-up the rest.
      await waitUntil(async() => (sample(await scrape(), 'explorer_indexer_blocks_total') ?? 0) >= 33, 30_000, 'the indexer to write 33 blocks');
      const text = await scrape();
      expect(sample(text, 'explorer_indexer_height')).toBe(32);
      expect(sample(text, 'explorer_node_head')).toBe(32);
      expect(sample(text, 'explorer_indexer_lag_blocks')).toBe(0);
      expect(sample(text, 'explorer_rpc_requests_total', 'method="eth_getBlockByNumber",outcome="ok"')).toBeGreaterThan(0);
      expect(sample(text, 'explorer_rpc_requests_total', 'method="eth_chainId",outcome="ok"')).toBeGreaterThanOrEqual(1);
    }, 60_000);
  });
});
