/** @jest-environment node */
// A block's transactions come in block order, 50 a page, resuming after the cursor's index.
import './test/injectUnderJest';
import type { FastifyInstance } from 'fastify';

import type { Database } from '../db';
import { buildApp } from './app';
import { testApiConfig } from './test/config';
import { BLOCK_HASH, BLOCK_NUMBER, BLOCK_TRANSACTIONS, createSmallDatabase } from './test/smallDatabase';

describe('GET /api/v2/blocks/{id}/transactions', () => {
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

  it('pages through the block in index order', async() => {
    const first = (await app.inject(`/api/v2/blocks/${ BLOCK_HASH }/transactions`)).json();
    expect(first.items.map((item: { position: number }) => item.position)).toEqual([ ...Array(50).keys() ]);
    expect(first.next_page_params).toEqual({ block_number: BLOCK_NUMBER, index: 49, items_count: 50 });
    const query = new URLSearchParams(Object.entries(first.next_page_params).map(([ key, value ]) => [ key, String(value) ]));
    const second = (await app.inject(`/api/v2/blocks/${ BLOCK_NUMBER }/transactions?${ query }`)).json();
    expect(second.items.map((item: { position: number }) => item.position)).toEqual([ ...Array(BLOCK_TRANSACTIONS).keys() ].slice(50));
    expect(second.next_page_params).toBeNull();
  });

  it('applies the type filter', async() => {
    const body = (await app.inject(`/api/v2/blocks/${ BLOCK_NUMBER }/transactions?type=contract_call,token_transfer`)).json();
    expect(body).toEqual({ items: [], next_page_params: null });
    const coins = (await app.inject(`/api/v2/blocks/${ BLOCK_NUMBER }/transactions?type=coin_transfer`)).json();
    expect(coins.items).toHaveLength(50);
  });
});
