/** @jest-environment node */
// The operator's refetch endpoints: behind the sensitive-endpoints key, they mark stale
// (or all) token and NFT metadata for the indexer to read again.
import './test/injectUnderJest';
import type { FastifyInstance } from 'fastify';

import { insertRows, type Database } from '../db';
import { buildApp } from './app';
import { testApiConfig } from './test/config';
import { createSmallDatabase } from './test/smallDatabase';

const KEY = 'operator-secret-0123456789';
const NAMED = `0x${ '44'.repeat(20) }`;
const NAMELESS = `0x${ '55'.repeat(20) }`;
const fetchedAt = '2030-01-01T00:00:00.000Z';

describe('metadata refetch endpoints', () => {
  let db: Database;
  let app: FastifyInstance;

  beforeAll(async() => {
    db = await createSmallDatabase();
    app = buildApp({ db, config: testApiConfig({ API_SENSITIVE_ENDPOINTS_KEY: KEY }) });
  }, 30_000);
  afterAll(async() => {
    await app?.close();
    await db?.close();
  });
  beforeEach(async() => {
    await db.query('DELETE FROM token_instances');
    await db.query('DELETE FROM tokens');
    await insertRows(db, 'tokens', [
      { contract_address_hash: NAMED, type: 'ERC-721', name: 'Named', symbol: 'NMD', total_supply: '2', metadata_fetched_at: fetchedAt },
      // What an outage used to leave behind: read once, stored empty.
      { contract_address_hash: NAMELESS, type: 'ERC-20', name: null, symbol: null, total_supply: null, metadata_fetched_at: fetchedAt },
    ]);
    await insertRows(db, 'token_instances', [
      { token_contract_address_hash: NAMED, token_id: '1', metadata: { name: 'One' }, metadata_fetched_at: fetchedAt, fetch_attempts: 1 },
      { token_contract_address_hash: NAMED, token_id: '2', metadata: null, metadata_error: 'The contract returned no token URI',
        metadata_fetched_at: fetchedAt, fetch_attempts: 3 },
    ]);
  });

  const pending = async() => ({
    tokens: (await db.query<{ contract_address_hash: string }>('SELECT contract_address_hash FROM tokens WHERE metadata_fetched_at IS NULL ORDER BY 1'))
      .map((row) => row.contract_address_hash),
    instances: (await db.query<{ token_id: string }>('SELECT token_id FROM token_instances WHERE metadata_fetched_at IS NULL ORDER BY 1'))
      .map((row) => row.token_id),
  });
  const patch = (url: string, headers: Record<string, string> = { 'x-api-key': KEY }) => app.inject({ method: 'PATCH', url, headers });

  it('refuses without the key, with a wrong one, and when no key is configured', async() => {
    for (const response of [ await patch('/api/v2/tokens/refetch-metadata', {}), await patch('/api/v2/tokens/refetch-metadata', { 'x-api-key': 'wrong' }),
      await patch(`/api/v2/tokens/refetch-metadata?api_key=${ KEY }x`, {}) ]) {
      expect({ status: response.statusCode, body: response.json() }).toEqual({ status: 401, body: { message: 'Unauthorized' } });
    }
    const off = buildApp({ db, config: testApiConfig({}) });
    expect((await off.inject({ method: 'PATCH', url: '/api/v2/tokens/refetch-metadata', headers: { 'x-api-key': KEY } })).statusCode).toBe(401);
    await off.close();
    expect(await pending()).toEqual({ tokens: [], instances: [] });
  });

  it('marks only what looks stale by default, and everything with all=true', async() => {
    const stale = await patch('/api/v2/tokens/refetch-metadata');
    expect(stale.json()).toEqual({ message: 'OK', tokens: 1, token_instances: 1 });
    expect(await pending()).toEqual({ tokens: [ NAMELESS ], instances: [ '2' ] });
    const all = await patch(`/api/v2/tokens/refetch-metadata?all=true&api_key=${ KEY }`, {});
    expect(all.json()).toEqual({ message: 'OK', tokens: 1, token_instances: 1 });
    expect(await pending()).toEqual({ tokens: [ NAMED, NAMELESS ], instances: [ '1', '2' ] });
    // A fresh start: the document failures counted so far no longer count.
    expect(await db.query('SELECT DISTINCT fetch_attempts FROM token_instances')).toEqual([ { fetch_attempts: 0 } ]);
  });

  it('refetches one token or one collection, Blockscout\'s path included', async() => {
    expect((await patch(`/api/v2/tokens/${ NAMED }/refetch-metadata`)).json()).toEqual({ message: 'OK', tokens: 1, token_instances: 0 });
    expect((await patch(`/api/v2/tokens/${ NAMED.toUpperCase().replace('0X', '0x') }/instances/refetch-metadata`)).json())
      .toEqual({ message: 'OK', tokens: 0, token_instances: 2 });
    expect(await pending()).toEqual({ tokens: [ NAMED ], instances: [ '1', '2' ] });
    expect((await patch(`/api/v2/tokens/0x${ '66'.repeat(20) }/refetch-metadata`)).statusCode).toBe(404);
    expect((await patch('/api/v2/tokens/0x123/instances/refetch-metadata')).statusCode).toBe(422);
  });
});
