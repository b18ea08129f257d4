/** @jest-environment node */
// Liveness, readiness and the headers every answer carries.
import './test/injectUnderJest';
import type { FastifyInstance } from 'fastify';

import type { Database } from '../db';
import { ConnectionError } from '../db/errors';
import { buildApp } from './app';
import { testApiConfig } from './test/config';
import { createSmallDatabase } from './test/smallDatabase';

describe('health, readiness and security headers', () => {
  let db: Database;
  let app: FastifyInstance;

  beforeAll(async() => {
    db = await createSmallDatabase();
    app = buildApp({ db, config: testApiConfig({}) });
  }, 30_000);
  afterAll(async() => {
    await app?.close();
    await db?.close();
  });

  it('is live and ready while the database answers, on our paths and Blockscout\'s', async() => {
    for (const url of [ '/health', '/api/health/liveness' ]) expect((await app.inject(url)).json()).toEqual({ status: 'ok' });
    for (const url of [ '/ready', '/api/health/readiness' ]) {
      const response = await app.inject(url);
      expect({ status: response.statusCode, body: response.json() }).toEqual({ status: 200, body: { ready: true, database: 'up' } });
    }
  });

  it('is not ready (503) while the database is down or does not answer, and stays live', async() => {
    const down = buildApp({ db: { ...db, query: async() => { throw new ConnectionError('connect ECONNREFUSED 127.0.0.1:5432'); } },
      config: testApiConfig({}) });
    const ready = await down.inject('/ready');
    expect({ status: ready.statusCode, body: ready.json() }).toEqual({ status: 503,
      body: { ready: false, database: 'down', message: expect.stringContaining('ECONNREFUSED') } });
    expect((await down.inject('/health')).statusCode).toBe(200);
    expect((await down.inject('/api/v2/blocks')).json()).toEqual({ message: 'Service unavailable' });
    await down.close();

    const hanging = buildApp({ db: { ...db, query: () => new Promise(() => undefined) }, config: testApiConfig({}) });
    // Loading the app's plugins is not the probe's time: on a busy machine it alone can take seconds.
    await hanging.ready();
    const startedAt = Date.now();
    expect((await hanging.inject('/ready')).statusCode).toBe(503);
    expect(Date.now() - startedAt).toBeLessThan(3000);
    await hanging.close();
    // Two apps loaded: seconds each on a busy machine (the probe itself is timed above).
  }, 30_000);

  it('sends nosniff, no framing and no referrer with every answer, errors included', async() => {
    for (const [ url, status ] of [ [ '/api/v2/blocks', 200 ], [ '/api/v2/blocks/abc', 422 ], [ '/nothing', 404 ],
      [ `/api/v2/blocks?type=${ 'a'.repeat(5000) }`, 414 ], [ '/api/v2/blocks/%E0%A4%A', 400 ] ] as const) {
      const response = await app.inject(url);
      expect({ url, status: response.statusCode, nosniff: response.headers['x-content-type-options'], frame: response.headers['x-frame-options'],
        referrer: response.headers['referrer-policy'] }).toEqual({ url, status, nosniff: 'nosniff', frame: 'DENY', referrer: 'no-referrer' });
    }
  });
});
