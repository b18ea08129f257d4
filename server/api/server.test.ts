/** @jest-environment node */
// The only test that opens a port: startApiServer listens, answers and closes.
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
});
