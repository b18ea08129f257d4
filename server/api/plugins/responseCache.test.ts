/** @jest-environment node */
import '../test/injectUnderJest';
import type { Database, Queryable } from '../../db';
import { buildApp } from '../app';
import { testApiConfig } from '../test/config';
import { BLOCK_HASH, BLOCK_NUMBER, createSmallDatabase } from '../test/smallDatabase';

describe('response cache', () => {
  let db: Database;
  const statements: string[] = [];
  // Counts the SQL the app runs, to tell a computed answer from a reused one.
  const counting: Queryable = { query: (sql, params) => {
    statements.push(sql);
    return db.query(sql, params);
  } };

  beforeAll(async() => {
    db = await createSmallDatabase();
  }, 60_000);
  afterAll(async() => {
    await db.close();
  });
  beforeEach(() => {
    statements.length = 0;
  });

  const origin = 'http://localhost:3000';
  const get = (app: ReturnType<typeof buildApp>, url: string) => app.inject({ method: 'GET', url, headers: { origin } });

  it('answers a repeated URL from memory, with the same body and CORS headers', async() => {
    const app = buildApp({ db: counting, config: testApiConfig({ API_CACHE_TTL_MS: '5000' }) });
    const first = await get(app, `/api/v2/blocks/${ BLOCK_NUMBER }`);
    const queriesForFirst = statements.length;
    const second = await get(app, `/api/v2/blocks/${ BLOCK_NUMBER }`);
    await app.close();

    expect(first.statusCode).toBe(200);
    expect(first.headers['x-cache']).toBe('miss');
    expect(second.headers['x-cache']).toBe('hit');
    expect(second.body).toBe(first.body);
    expect(second.headers['content-type']).toBe(first.headers['content-type']);
    expect(second.headers['access-control-allow-origin']).toBe(origin);
    expect(queriesForFirst).toBeGreaterThan(0);
    expect(statements.length).toBe(queriesForFirst);
  });

  it('computes concurrent requests for one URL once', async() => {
    const app = buildApp({ db: counting, config: testApiConfig({ API_CACHE_TTL_MS: '5000' }) });
    await app.ready();
    const responses = await Promise.all(Array.from({ length: 10 }, () => get(app, `/api/v2/blocks/${ BLOCK_HASH }/transactions`)));
    const alone = statements.length;
    statements.length = 0;
    const fresh = buildApp({ db: counting, config: testApiConfig({ API_CACHE_TTL_MS: '0' }) });
    await get(fresh, `/api/v2/blocks/${ BLOCK_HASH }/transactions`);
    await Promise.all([ app.close(), fresh.close() ]);

    expect(new Set(responses.map((response) => response.body)).size).toBe(1);
    expect(responses.map((response) => response.statusCode)).toEqual(responses.map(() => 200));
    // Ten requests ran the SQL of one.
    expect(alone).toBe(statements.length);
  });

  it('keeps errors and other paths out of the cache, and forgets answers after the TTL', async() => {
    const app = buildApp({ db: counting, config: testApiConfig({ API_CACHE_TTL_MS: '50' }) });
    const missing = await get(app, '/api/v2/blocks/999999');
    const missingAgain = await get(app, '/api/v2/blocks/999999');
    await get(app, `/api/v2/blocks/${ BLOCK_NUMBER }`);
    await new Promise((resolve) => setTimeout(resolve, 80));
    const expired = await get(app, `/api/v2/blocks/${ BLOCK_NUMBER }`);
    await app.close();

    expect([ missing.statusCode, missingAgain.statusCode ]).toEqual([ 404, 404 ]);
    expect(missingAgain.headers['x-cache']).toBe('miss');
    expect(expired.headers['x-cache']).toBe('miss');
  });

  it('is off with API_CACHE_TTL_MS=0', async() => {
    const app = buildApp({ db: counting, config: testApiConfig({ API_CACHE_TTL_MS: '0' }) });
    await get(app, `/api/v2/blocks/${ BLOCK_NUMBER }`);
    const again = await get(app, `/api/v2/blocks/${ BLOCK_NUMBER }`);
    await app.close();
    expect(again.headers['x-cache']).toBeUndefined();
  });
});
