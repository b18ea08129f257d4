/** @jest-environment node */
// A contract's verification and proxy facts read the same on every endpoint that shows them,
// on hand-inserted rows: a contract verified on its own, its twin (same runtime code, deployed
// after the verification, no row of its own), and a verified EIP-1967 proxy to a verified
// implementation.
import type { FastifyInstance } from 'fastify';
import { getAddress } from 'viem';

import './test/injectUnderJest';
import { insertRows, type Database } from '../db';
import { buildApp } from './app';
import { testApiConfig } from './test/config';
import { createSmallDatabase } from './test/smallDatabase';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- answers read field by field
type Json = Record<string, any>;

const BOX = `0x${ 'a1'.repeat(20) }`;
const BOX_TWIN = `0x${ 'a2'.repeat(20) }`;
const PROXY = `0x${ 'b1'.repeat(20) }`;
const IMPLEMENTATION = `0x${ 'b2'.repeat(20) }`;
const BOX_CODE = '0x6080604052348015600f57600080fd5b50';

function verification(hash: string, name: string, verifiedAt: string) {
  return { address_hash: hash, name, language: 'solidity', compiler_version: 'v0.8.28+commit.7893614a', evm_version: 'cancun',
    optimization_enabled: false, optimization_runs: null, compiler_settings: {}, file_path: `contracts/${ name }.sol`, abi: [],
    constructor_arguments: null, external_libraries: [], license_type: 'mit', verification_method: 'standard-input', match_type: 'full',
    verified_at: verifiedAt };
}

async function insertContracts(db: Database) {
  await insertRows(db, 'addresses', [
    { hash: BOX, contract_code: BOX_CODE }, { hash: BOX_TWIN, contract_code: BOX_CODE },
    { hash: PROXY, contract_code: '0x363d3d373d3d3d363d73' }, { hash: IMPLEMENTATION, contract_code: '0x6080604052600436106100' },
  ].map((row) => ({ ...row, fetched_coin_balance: '0' })), { conflict: 'hash' });
  await insertRows(db, 'smart_contracts', [
    verification(BOX, 'Box', '2030-01-02T00:00:00.000Z'),
    verification(PROXY, 'DemoProxy', '2030-01-03T00:00:00.000Z'),
    verification(IMPLEMENTATION, 'BoxV1', '2030-01-04T00:00:00.000Z'),
  ]);
  await insertRows(db, 'proxy_implementations', [ { proxy_address_hash: PROXY, proxy_type: 'eip1967', implementation_address_hashes: [ IMPLEMENTATION ] } ]);
}

describe('contract status across endpoints', () => {
  let db: Database;
  let app: FastifyInstance;

  beforeAll(async() => {
    db = await createSmallDatabase();
    await insertContracts(db);
    app = buildApp({ db, config: testApiConfig({ API_CACHE_TTL_MS: '0' }) });
  }, 60_000);

  afterAll(async() => {
    await app?.close();
    await db?.close();
  });

  async function get(url: string): Promise<Json> {
    const response = await app.inject({ method: 'GET', url });
    expect({ url, status: response.statusCode }).toEqual({ url, status: 200 });
    return response.json();
  }

  it('answers a contract verified through its twin as verified on /addresses/{hash}, named as its contract page says', async() => {
    const contract = await get(`/api/v2/smart-contracts/${ BOX_TWIN }`);
    expect(contract).toMatchObject({ is_verified: true, name: 'Box', verified_twin_address_hash: getAddress(BOX) });
    const address = await get(`/api/v2/addresses/${ BOX_TWIN }`);
    expect({ is_verified: address.is_verified, name: address.name }).toEqual({ is_verified: true, name: 'Box' });
    // The twin's own address stays verified on its own.
    expect(await get(`/api/v2/addresses/${ BOX }`)).toMatchObject({ is_verified: true, name: 'Box' });
  });

  it('gives a proxy in /smart-contracts the proxy type and named implementations /addresses/{hash} gives it', async() => {
    const address = await get(`/api/v2/addresses/${ PROXY }`);
    expect({ proxy_type: address.proxy_type, implementations: address.implementations })
      .toEqual({ proxy_type: 'eip1967', implementations: [ { address_hash: getAddress(IMPLEMENTATION), name: 'BoxV1' } ] });
    const list = await get('/api/v2/smart-contracts');
    const byHash = new Map<string, Json>(list.items.map((item: Json) => [ item.address.hash, item.address ]));
    const proxy = byHash.get(getAddress(PROXY));
    expect({ proxy_type: proxy?.proxy_type, implementations: proxy?.implementations })
      .toEqual({ proxy_type: address.proxy_type, implementations: address.implementations });
    // A contract that is no proxy keeps Blockscout's "nothing known" values.
    expect(byHash.get(getAddress(BOX))).toMatchObject({ proxy_type: null, implementations: [] });
  });
});
