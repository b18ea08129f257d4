/** @jest-environment node */
// Search against a devnet indexed by the real indexer, plus extra tokens so that full
// search has pages to walk: spec shapes, exact matches, word search, paging and bad input.
import type { FastifyInstance } from 'fastify';
import { decodeFunctionResult, encodeFunctionData, getAddress, parseAbi, type Hex } from 'viem';

import './test/injectUnderJest';
import { insertRows } from '../db';
import { buildApp } from './app';
import { testApiConfig } from './test/config';
import { openSharedChainFixture, type ChainFixture } from './test/chainFixture';
import { createOpenApiValidator } from './test/openapi';

type Item = Record<string, unknown>;
type Page = { items: Item[]; next_page_params: Record<string, unknown> | null };

const TOKEN_ABI = parseAbi([ 'function name() view returns (string)', 'function symbol() view returns (string)',
  'function totalSupply() view returns (uint256)' ]);
/** Tokens added for paging: more than two pages, many sharing a holder count and a name. */
const PAGING_TOKENS = 130;
const mixedCase = (hash: string) => `0x${ hash.slice(2, 30).toUpperCase() }${ hash.slice(30) }`;

describe('search API on an indexed devnet', () => {
  let fixture: ChainFixture;
  let app: FastifyInstance;
  const openapi = createOpenApiValidator();

  beforeAll(async() => {
    fixture = await openSharedChainFixture();
    await insertRows(fixture.db, 'tokens', Array.from({ length: PAGING_TOKENS }, (_, index) => ({
      contract_address_hash: `0x${ (index + 1).toString(16).padStart(40, 'e') }`,
      type: index % 3 === 0 ? 'ERC-721' : 'ERC-20',
      // Some share a name, some have none (found by symbol), one has an empty name.
      name: index % 10 === 9 ? null : index === 4 ? '' : `Paging Token ${ index % 40 }`,
      symbol: 'PAGE',
      holders_count: index % 7,
    })), { conflict: 'contract_address_hash' });
    app = buildApp({ db: fixture.db, config: testApiConfig({}) });
  }, 180_000);

  afterAll(async() => {
    await app?.close();
    await fixture?.close();
  });

  async function get(url: string, specPath?: string): Promise<unknown> {
    const response = await app.inject(url);
    expect({ url, status: response.statusCode }).toEqual({ url, status: 200 });
    const body = response.json();
    if (specPath) expect({ url, errors: openapi.validate(specPath, body) }).toEqual({ url, errors: [] });
    return body;
  }

  const quick = (q: string) => get(`/api/v2/search/quick?q=${ encodeURIComponent(q) }`, '/v2/search/quick') as Promise<Item[]>;
  const redirect = (q: string) => get(`/api/v2/search/check-redirect?q=${ encodeURIComponent(q) }`, '/v2/search/check-redirect');

  async function walk(q: string): Promise<Item[]> {
    const items: Item[] = [];
    let params: Record<string, unknown> | null = {};
    for (let page = 0; params && page < 20; page++) {
      const query = new URLSearchParams({ q, ...Object.fromEntries(Object.entries(params).map(([ key, value ]) => [ key, String(value) ])) });
      const body = await get(`/api/v2/search?${ query }`, '/v2/search') as Page;
      expect(body.items.length).toBeLessThanOrEqual(50);
      items.push(...body.items);
      if (body.next_page_params) expect(body.next_page_params.items_count).toBe(items.length);
      params = body.next_page_params;
    }
    expect(params).toBeNull();
    return items;
  }

  async function call(to: string, functionName: 'name' | 'symbol' | 'totalSupply') {
    const data = encodeFunctionData({ abi: TOKEN_ABI, functionName });
    const result = await fixture.devnet.provider.request({ method: 'eth_call', params: [ { to, data }, 'latest' ] }) as Hex;
    return decodeFunctionResult({ abi: TOKEN_ABI, functionName, data: result });
  }

  it('finds tokens by a prefix of any word of their name or symbol, in any case', async() => {
    const tokens = await fixture.db.query<{ hash: string; name: string }>(
      `SELECT contract_address_hash AS hash, name FROM tokens WHERE name LIKE 'Quantum %' ORDER BY name`);
    expect(tokens.map((token) => token.name)).toEqual([ 'Quantum Dollar', 'Quantum Governance' ]);
    expect((await quick('quan')).map((item) => item.name).sort()).toEqual([ 'Quantum Dollar', 'Quantum Governance' ]);
    expect((await quick('QUANTUM gov')).map((item) => item.name)).toEqual([ 'Quantum Governance' ]);
    expect((await quick('dolla')).map((item) => item.name)).toEqual([ 'Quantum Dollar' ]);
    expect((await quick('qus')).map((item) => item.symbol)).toEqual([ 'QUSD' ]);
    expect((await quick('qnm')).map((item) => item.name).sort()).toEqual([ 'QNM Glyphs', 'QNM Items' ]);
    expect(await quick('quantumx')).toEqual([]);

    for (const token of tokens) {
      const [ item ] = await quick(token.name);
      expect(item).toEqual({
        type: 'token', name: await call(token.hash, 'name'), symbol: await call(token.hash, 'symbol'),
        address_hash: getAddress(token.hash), token_url: `/token/${ getAddress(token.hash) }`, address_url: `/address/${ getAddress(token.hash) }`,
        icon_url: null, token_type: 'ERC-20', is_smart_contract_verified: false, exchange_rate: null,
        total_supply: (await call(token.hash, 'totalSupply')).toString(), circulating_market_cap: null,
        is_verified_via_admin_panel: false, certified: false, priority: 2, reputation: 'ok',
      });
    }
  });

  it('finds transactions, blocks and addresses by their exact hash or height', async() => {
    const [ transaction ] = await fixture.db.query<{ hash: string; block_timestamp: Date }>(
      'SELECT hash, block_timestamp FROM transactions WHERE block_hash IS NOT NULL LIMIT 1');
    expect(await quick(mixedCase(transaction.hash))).toEqual([ {
      type: 'transaction', transaction_hash: transaction.hash, url: `/tx/${ transaction.hash }`,
      timestamp: transaction.block_timestamp.toISOString(), priority: 0,
    } ]);
    const [ lostHash ] = fixture.lostBlockHashes;
    const [ lost ] = await fixture.db.query<{ number: number; timestamp: Date }>('SELECT number, timestamp FROM blocks WHERE hash = $1', [ lostHash ]);
    expect(await quick(lostHash)).toEqual([ {
      type: 'block', block_number: lost.number, block_hash: lostHash, url: `/block/${ lostHash }`,
      timestamp: lost.timestamp.toISOString(), block_type: 'reorg', priority: 3,
    } ]);
    const [ current ] = await fixture.db.query<{ hash: string }>('SELECT hash FROM blocks WHERE consensus AND number = $1', [ lost.number ]);
    expect((await quick(String(lost.number))).map((item) => [ item.block_hash, item.block_type ]))
      .toEqual([ [ current.hash, 'block' ], [ lostHash, 'reorg' ] ]);
    expect(await quick('7')).toEqual([ expect.objectContaining({ type: 'block', block_number: 7 }) ]);

    const [ token ] = await fixture.db.query<{ hash: string }>(`SELECT contract_address_hash AS hash FROM tokens WHERE symbol = 'QUSD'`);
    expect((await quick(token.hash.toUpperCase().replace('0X', '0x'))).map((item) => [ item.type, item.address_hash, item.name ])).toEqual([
      [ 'token', getAddress(token.hash), 'Quantum Dollar' ], [ 'contract', getAddress(token.hash), 'Quantum Dollar' ] ]);
    const sender = fixture.devnet.accounts[0].address;
    expect(await quick(sender.toLowerCase())).toEqual([ {
      type: 'address', name: null, address_hash: getAddress(sender), url: `/address/${ getAddress(sender) }`,
      is_smart_contract_verified: false, ens_info: null, certified: false, priority: 0, reputation: 'ok',
    } ]);
    expect(await quick(`0x${ '12'.repeat(20) }`)).toEqual([]);
    expect(await quick(`0x${ '12'.repeat(32) }`)).toEqual([]);
  });

  it('walks /api/v2/search to the end: every match once, most held first, then by name', async() => {
    const expected = await fixture.db.query<{ hash: string; holders: number }>(`SELECT contract_address_hash AS hash, holders_count AS holders
      FROM tokens WHERE symbol = 'PAGE' ORDER BY holders_count DESC, COALESCE(left(name, 64), ''), contract_address_hash`);
    const items = await walk('page');
    expect(items.map((item) => item.address_hash)).toEqual(expected.map((row) => getAddress(row.hash)));
    const holders = expected.map((row) => row.holders);
    expect(holders).toEqual([ ...holders ].sort((a, b) => b - a));
    expect(items.some((item) => item.name === null)).toBe(true);
    // Names match too: "paging" is not a symbol.
    const named = await fixture.db.query<{ n: number }>(`SELECT count(*) AS n FROM tokens WHERE name LIKE 'Paging Token %'`);
    expect((await walk('paging tok')).length).toBe(Number(named[0].n));
    expect(await quick('page')).toHaveLength(50);
  });

  it('puts exact matches first on the first page of full search', async() => {
    const [ block ] = await fixture.db.query<{ hash: string }>('SELECT hash FROM blocks WHERE consensus AND number = 3');
    expect(await get(`/api/v2/search?q=${ block.hash }`, '/v2/search')).toEqual({
      items: [ expect.objectContaining({ type: 'block', block_hash: block.hash, block_number: 3 }) ], next_page_params: null,
    });
    expect(await get('/api/v2/search?q=3', '/v2/search')).toEqual({
      items: [ expect.objectContaining({ type: 'block', block_number: 3 }) ], next_page_params: null,
    });
  });

  it('tells where an exact hash, height or address leads', async() => {
    const [ transaction ] = await fixture.db.query<{ hash: string }>('SELECT hash FROM transactions WHERE block_hash IS NOT NULL LIMIT 1');
    const [ block ] = await fixture.db.query<{ hash: string }>('SELECT hash FROM blocks WHERE consensus AND number = 5');
    const address = fixture.devnet.accounts[1].address;
    expect(await redirect(mixedCase(transaction.hash))).toEqual({ redirect: true, type: 'transaction', parameter: transaction.hash });
    expect(await redirect(block.hash.slice(2))).toEqual({ redirect: true, type: 'block', parameter: block.hash });
    expect(await redirect(fixture.lostBlockHashes[0])).toEqual({ redirect: true, type: 'block', parameter: fixture.lostBlockHashes[0] });
    expect(await redirect(' 5 ')).toEqual({ redirect: true, type: 'block', parameter: block.hash });
    expect(await redirect(address.toLowerCase().slice(2))).toEqual({ redirect: true, type: 'address', parameter: getAddress(address) });
    // Any well-formed address has a page, known or not (Blockscout).
    expect(await redirect(`0x${ 'ab'.repeat(20) }`)).toEqual({ redirect: true, type: 'address', parameter: getAddress(`0x${ 'ab'.repeat(20) }`) });
    for (const q of [ `0x${ 'ab'.repeat(32) }`, '999999', 'quantum', '', '   ', `0x${ 'g'.repeat(40) }` ]) {
      expect(await redirect(q)).toEqual({ redirect: false, type: null, parameter: null });
    }
  });

  it('finds verified contracts by a word of their name, marked verified, in quick and full search', async() => {
    const [ contract ] = await fixture.db.query<{ hash: string }>(`SELECT a.hash FROM addresses a
      WHERE a.contract_code IS NOT NULL AND a.contract_code <> '0x'
        AND NOT EXISTS (SELECT 1 FROM tokens k WHERE k.contract_address_hash = a.hash) ORDER BY a.hash LIMIT 1`);
    await insertRows(fixture.db, 'smart_contracts', [ { address_hash: contract.hash, name: 'AviaryLedger', language: 'solidity',
      compiler_version: 'v0.8.28+commit.7893614a', optimization_enabled: true, file_path: 'Aviary.sol', abi: '[]',
      verification_method: 'standard-input', match_type: 'full' } ], { conflict: 'address_hash' });
    try {
      const expected = { type: 'contract', name: 'AviaryLedger', address_hash: getAddress(contract.hash), url: `/address/${ getAddress(contract.hash) }`,
        is_smart_contract_verified: true };
      expect(await quick('aviaryled')).toEqual([ expect.objectContaining(expected) ]);
      expect(((await get('/api/v2/search?q=AVIARY', '/v2/search')) as Page).items).toEqual([ expect.objectContaining(expected) ]);
      // Found by its address too, with its name and the verified mark.
      expect(await quick(contract.hash)).toContainEqual(expect.objectContaining(expected));
    } finally {
      await fixture.db.query('DELETE FROM smart_contracts WHERE address_hash = $1', [ contract.hash ]);
    }
  });

  it('answers empty, blank, wildcard, SQL-looking and over-long queries with nothing rather than an error', async() => {
    for (const q of [ '', '   ', '%', '%%%', '__', '\'', "'; DROP TABLE tokens; --", 'a'.repeat(300), '!@#$%^&*()', 'q:* | !x', '日本語', '😀😀😀', 'ǅǅǅ' ]) {
      expect(await quick(q)).toEqual([]);
      expect(await get(`/api/v2/search?q=${ encodeURIComponent(q) }`, '/v2/search')).toEqual({ items: [], next_page_params: null });
    }
    expect(await get('/api/v2/search/quick', '/v2/search/quick')).toEqual([]);
    expect(await get('/api/v2/search', '/v2/search')).toEqual({ items: [], next_page_params: null });
    expect(Number((await fixture.db.query<{ n: number }>('SELECT count(*) AS n FROM tokens'))[0].n)).toBeGreaterThan(PAGING_TOKENS);
  });

  it.each(([
    [ `/api/v2/search/quick?q=${ 'a'.repeat(5000) }`, 414 ],
    [ '/api/v2/search?q=a&q=b', 422 ],
    // NUL is refused at the door (PostgreSQL cannot compare it), wherever it comes.
    [ `/api/v2/search/quick?q=${ encodeURIComponent('a\u0000b') }`, 422 ],
    [ `/api/v2/search?q=${ encodeURIComponent('a\u0000b') }`, 422 ],
    [ '/api/v2/search/check-redirect?q=1&q=2', 422 ],
    [ '/api/v2/search?q=page&token_address_hash=0x123&token_holders_count=1', 422 ],
    [ `/api/v2/search?q=page&token_address_hash=0x${ 'e'.repeat(40) }&token_holders_count=-1`, 422 ],
    [ `/api/v2/search?q=page&token_address_hash=0x${ 'e'.repeat(40) }&token_holders_count=99999999999999999999`, 422 ],
    [ `/api/v2/search?q=page&token_address_hash=0x${ 'e'.repeat(40) }&token_holders_count=1&token_name=${ 'n'.repeat(65) }`, 422 ],
    [ `/api/v2/search?q=page&token_address_hash=0x${ 'e'.repeat(40) }&token_holders_count=1&items_count=-5`, 422 ],
    [ `/api/v2/search?q=page&token_address_hash=0x${ 'e'.repeat(40) }&token_holders_count=1&token_name=a%00b`, 422 ],
    [ `/api/v2/search?q=page&token_address_hash=${ encodeURIComponent("0x' OR 1=1--") }&token_holders_count=1`, 422 ],
  ] as Array<[ string, number ]>).map(([ url, status ]) => ({ url, status, name: url.length > 100 ? `${ url.slice(0, 60) }… (${ url.length } characters)` : url })))(
    '$name → $status with a message', async({ url, status }) => {
      const response = await app.inject(url);
      expect(response.statusCode).toBe(status);
      expect(response.json()).toEqual({ message: expect.any(String) });
    });
});
