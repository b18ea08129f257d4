/** @jest-environment node */
// The only test that opens a port: startApiServer listens, answers and closes.
import net from 'node:net';

import { createSilentLogger } from '../common/logger';
import type { Database } from '../db';
import { createTestDatabase } from '../db/testing';
import { testApiConfig } from './test/config';
import { startApiServer } from './server';

describe('startApiServer', () => {
  let db: Database;

  beforeAll(async() => {
    db = await createTestDatabase();
  }, 30_000);

  afterAll(async() => {
    await db?.close();
  });

  it('listens on the configured host, answers with CORS headers and closes', async() => {
    const server = await startApiServer({ db, config: testApiConfig({ API_PORT: '0' }), logger: createSilentLogger() });
    expect(server.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    const response = await fetch(`${ server.url }/api/v2/main-page/indexing-status`, { headers: { origin: 'http://localhost:3000' } });
    expect(response.status).toBe(200);
    expect(response.headers.get('access-control-allow-origin')).toBe('http://localhost:3000');
    expect(await response.json()).toEqual({
      finished_indexing: false, finished_indexing_blocks: false, indexed_blocks_ratio: '0.00', indexed_internal_transactions_ratio: null,
    });
    await Promise.all([ server.close(), server.close() ]);
    await expect(fetch(`${ server.url }/api/v2/config/backend-version`)).rejects.toThrow();
  });

  it('stops at its shutdown deadline even with a request still in flight, closing that connection', async() => {
    const server = await startApiServer({ db, config: testApiConfig({ API_PORT: '0' }), logger: createSilentLogger(), shutdownDeadlineMs: 300 });
    const { port } = new URL(server.url);
    // A request whose body never finishes arriving: Fastify waits for it (up to its 30 s request timeout).
    const client = net.connect(Number(port), '127.0.0.1');
    await new Promise((resolve) => client.once('connect', resolve));
    const clientClosed = new Promise((resolve) => client.once('close', resolve));
    client.write('POST /api/v2/smart-contracts/0x0000000000000000000000000000000000000001/verification/via/flattened-code HTTP/1.1\r\n' +
      'Host: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n{"compiler_version"');
    await new Promise((resolve) => setTimeout(resolve, 200));
    const started = Date.now();
    await server.close();
    expect(Date.now() - started).toBeLessThan(5_000);
    await clientClosed;
  });
});
