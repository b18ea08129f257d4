/** @jest-environment node */
// Bad input never reaches SQL and never becomes a 500: every answer is a 4xx `{message}`.
import './test/injectUnderJest';
import type { FastifyInstance } from 'fastify';

import type { Database } from '../db';
import { ConnectionError, QueryError } from '../db/errors';
import { buildApp } from './app';
import { testApiConfig } from './test/config';
import { BLOCK_HASH, BLOCK_NUMBER, createSmallDatabase, TRANSACTION_HASH } from './test/smallDatabase';

const mixedCase = (hash: string) => `0x${ hash.slice(2, 34).toUpperCase() }${ hash.slice(34) }`;
const UNKNOWN_HASH = `0x${ 'ef'.repeat(32) }`;

/** Requests that must be refused, with the status they must get. */
const BAD_REQUESTS: Array<[ string, number, ('GET' | 'POST')? ]> = [
  [ '/api/v2/blocks/4', 404 ],
  [ `/api/v2/blocks/${ 2 ** 53 }`, 404 ],
  [ `/api/v2/blocks/${ UNKNOWN_HASH }`, 404 ],
  [ `/api/v2/blocks/${ UNKNOWN_HASH }/transactions`, 404 ],
  [ `/api/v2/transactions/${ UNKNOWN_HASH }`, 404 ],
  [ '/api/v2/nothing-here', 404 ],
  [ '/api/v2/blocks', 404, 'POST' ],
  [ '/api/v2/blocks/-1', 422 ],
  [ '/api/v2/blocks/1.5', 422 ],
  [ '/api/v2/blocks/abc', 422 ],
  [ '/api/v2/blocks/9007199254740993', 422 ],
  [ `/api/v2/blocks/0x${ 'a'.repeat(63) }`, 422 ],
  [ `/api/v2/blocks/0x${ 'g'.repeat(64) }`, 422 ],
  [ `/api/v2/transactions/0x${ 'a'.repeat(65) }`, 422 ],
  [ `/api/v2/transactions/${ BLOCK_NUMBER }`, 422 ],
  [ '/api/v2/blocks?type=nonsense', 422 ],
  [ '/api/v2/transactions?type=nonsense', 422 ],
  [ '/api/v2/transactions?type=coin_transfer,nonsense', 422 ],
  [ '/api/v2/transactions?filter=nonsense', 422 ],
  [ '/api/v2/transactions?method=0x123', 422 ],
  [ `/api/v2/blocks/${ BLOCK_NUMBER }/transactions?type=nonsense`, 422 ],
  [ '/api/v2/blocks?block_number=-1&items_count=50', 422 ],
  [ '/api/v2/blocks?block_number=abc', 422 ],
  [ '/api/v2/blocks?block_number=1e3', 422 ],
  [ '/api/v2/blocks?block_number=99999999999999999999', 422 ],
  [ '/api/v2/blocks?block_number=9007199254740993', 422 ],
  [ '/api/v2/blocks?block_number=1&block_number=2', 422 ],
  [ '/api/v2/blocks?items_count=-5', 422 ],
  [ '/api/v2/transactions?block_number=5&index=1.5', 422 ],
  [ '/api/v2/transactions?filter=pending&inserted_at=yesterday&hash=0x1', 422 ],
  [ '/api/v2/transactions?filter=pending&hash=0x1', 422 ],
  [ `/api/v2/blocks/${ encodeURIComponent('1;DROP TABLE blocks') }`, 422 ],
  [ `/api/v2/blocks?type=${ encodeURIComponent("block' OR '1'='1") }`, 422 ],
  [ `/api/v2/transactions?method=${ encodeURIComponent("0xa9059cbb'--") }`, 422 ],
  [ `/api/v2/transactions?type=${ encodeURIComponent('coin_transfer) OR (1=1') }`, 422 ],
  [ `/api/v2/transactions/${ encodeURIComponent(`${ TRANSACTION_HASH }' OR 1=1--`) }`, 422 ],
  [ `/api/v2/transactions?type=${ 'coin_transfer,'.repeat(80) }`, 422 ],
  [ `/api/v2/blocks?type=${ 'a'.repeat(5000) }`, 414 ],
  [ `/api/v2/transactions?foo=${ 'x'.repeat(5000) }`, 414 ],
  [ `/api/v2/blocks/${ '1'.repeat(200) }`, 414 ],
  [ '/api/v2/blocks/%E0%A4%A', 400 ],
];

describe('API input handling', () => {
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

  async function status(url: string, method: 'GET' | 'POST' = 'GET') {
    const response = await app.inject({ method, url });
    return { status: response.statusCode, body: response.json() };
  }

  it('accepts hashes in any case', async() => {
    expect(await status(`/api/v2/blocks/${ mixedCase(BLOCK_HASH) }`)).toMatchObject({ status: 200, body: { hash: BLOCK_HASH } });
    expect(await status(`/api/v2/blocks/${ mixedCase(BLOCK_HASH) }/transactions`)).toMatchObject({ status: 200 });
    expect(await status(`/api/v2/transactions/${ mixedCase(TRANSACTION_HASH) }`)).toMatchObject({ status: 200, body: { hash: TRANSACTION_HASH } });
    expect(await status(`/api/v2/blocks/${ BLOCK_NUMBER }`)).toMatchObject({ status: 200, body: { height: BLOCK_NUMBER } });
  });

  it.each(BAD_REQUESTS.map(([ url, expected, method ]) => ({
    name: url.length > 100 ? `${ url.slice(0, 60) }… (${ url.length } characters)` : url, url, expected, method,
  })))('$name → $expected with a message', async({ url, expected, method }) => {
    const { status: code, body } = await status(url, method);
    expect(code).toBe(expected);
    expect(body).toEqual({ message: expect.any(String) });
  });

  it('still holds its data after the SQL-looking requests', async() => {
    expect(await db.query('SELECT hash FROM blocks')).toEqual([ { hash: BLOCK_HASH } ]);
  });

  it('answers server failures generically and logs them', async() => {
    const failing = (error: Error): Database => ({ ...db, query: async() => { throw error; } });
    const broken = buildApp({ db: failing(new QueryError('relation "blocks" does not exist', { meta: [ 'SQL: SELECT secret' ] })), config: testApiConfig({}) });
    const response = await broken.inject('/api/v2/blocks');
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ message: 'Internal server error' });
    await broken.close();
    const down = buildApp({ db: failing(new ConnectionError('PostgreSQL is not reachable')), config: testApiConfig({}) });
    expect((await down.inject('/api/v2/blocks')).json()).toEqual({ message: 'Service unavailable' });
    await down.close();
  });

  it('allows the configured frontend origin only', async() => {
    const allowed = await app.inject({ url: '/api/v2/blocks', headers: { origin: 'http://localhost:3000' } });
    expect(allowed.headers['access-control-allow-origin']).toBe('http://localhost:3000');
    const other = await app.inject({ url: '/api/v2/blocks', headers: { origin: 'http://evil.example' } });
    expect(other.headers['access-control-allow-origin']).toBeUndefined();
  });
});
