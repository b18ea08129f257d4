/** @jest-environment node */
// Tokens, holders, NFT instances and an address's tokens: against a devnet indexed by the
// real indexer (values compared with the token contracts through eth_call), and against a
// hand-written database with ties, unnamed tokens, long lists and hostile metadata.
import type { FastifyInstance } from 'fastify';
import { decodeFunctionResult, encodeFunctionData, getAddress, parseAbi, type Abi, type Hex } from 'viem';

import './test/injectUnderJest';
import { insertRows, type Database } from '../db';
import { buildApp } from './app';
import { testApiConfig } from './test/config';
import { openSharedChainFixture, type ChainFixture } from './test/chainFixture';
import { createApiClient } from './test/apiClient';
import { BLOCK_HASH, BLOCK_NUMBER, createSmallDatabase, TRANSACTION_HASH } from './test/smallDatabase';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- response bodies of many shapes, read field by field
type Json = Record<string, any>;

const INLINE_SVG = `data:image/svg+xml;base64,${ Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>').toString('base64') }`;
const TOKEN_ABI = parseAbi([
  'function name() view returns (string)',
  'function symbol() view returns (string)',
  'function decimals() view returns (uint8)',
  'function totalSupply() view returns (uint256)',
  'function balanceOf(address owner) view returns (uint256)',
  'function ownerOf(uint256 id) view returns (address)',
  'function balanceOfBatch(address[] owners, uint256[] ids) view returns (uint256[])',
]);
const ZERO_ADDRESS = '0x0000000000000000000000000000000000000000';
const SPEC = {
  tokens: '/v2/tokens/',
  token: '/v2/tokens/{address_hash_param}',
  counters: '/v2/tokens/{address_hash_param}/counters',
  holders: '/v2/tokens/{address_hash_param}/holders',
  instances: '/v2/tokens/{address_hash_param}/instances',
  instance: '/v2/tokens/{address_hash_param}/instances/{token_id_param}',
  instanceHolders: '/v2/tokens/{address_hash_param}/instances/{token_id_param}/holders',
  balances: '/v2/addresses/{address_hash_param}/token-balances',
  addressTokens: '/v2/addresses/{address_hash_param}/tokens',
  nft: '/v2/addresses/{address_hash_param}/nft',
  collections: '/v2/addresses/{address_hash_param}/nft/collections',
};

const isSorted = (values: number[], direction: 1 | -1) => values.every((value, index) => index === 0 || (value - values[index - 1]) * direction >= 0);

describe('tokens on an indexed devnet', () => {
  let fixture: ChainFixture;
  let app: FastifyInstance;
  const { get, getValid, walkPages: walk } = createApiClient<Json>(() => app);

  beforeAll(async() => {
    fixture = await openSharedChainFixture();
    app = buildApp({ db: fixture.db, config: testApiConfig({}) });
  }, 180_000);

  afterAll(async() => {
    await app?.close();
    await fixture?.close();
  });

  /** A view call on the node at the indexed head; null when it reverts. */
  async function call<T>(to: string, functionName: string, args: unknown[] = []): Promise<T | null> {
    const data = encodeFunctionData({ abi: TOKEN_ABI as Abi, functionName, args });
    const result = await fixture.devnet.provider.request({ method: 'eth_call', params: [ { to, data }, 'latest' ] }).catch(() => null) as Hex | null;
    return result === null ? null : decodeFunctionResult({ abi: TOKEN_ABI as Abi, functionName, data: result }) as T;
  }

  async function tokensOfType(type: string): Promise<string[]> {
    return (await fixture.db.query<{ hash: string }>('SELECT contract_address_hash AS hash FROM tokens WHERE type = $1', [ type ])).map((row) => row.hash);
  }

  /** Addresses that ever sent or received the token (the candidates for holding it). */
  async function touched(token: string): Promise<string[]> {
    const rows = await fixture.db.query<{ hash: string }>(`SELECT DISTINCT h AS hash FROM (SELECT from_address_hash AS h FROM token_transfers
      WHERE token_contract_address_hash = $1 UNION SELECT to_address_hash FROM token_transfers WHERE token_contract_address_hash = $1) x
      WHERE h <> $2`, [ token, ZERO_ADDRESS ]);
    return rows.map((row) => row.hash);
  }

  it('walks /api/v2/tokens: every token once, most holders first, as the contracts describe themselves', async() => {
    const { items } = await walk('/api/v2/tokens', SPEC.tokens);
    const [ { n } ] = await fixture.db.query<{ n: number }>('SELECT count(*)::int AS n FROM tokens');
    expect(items.map((item) => item.address_hash).sort()).toEqual((await fixture.db.query<{ hash: string }>(
      'SELECT contract_address_hash AS hash FROM tokens')).map((row) => getAddress(row.hash)).sort());
    expect(items).toHaveLength(n);
    expect(isSorted(items.map((item) => Number(item.holders_count)), -1)).toBe(true);
    for (const token of items.filter((item) => item.type === 'ERC-20')) {
      expect(token).toMatchObject({ name: await call(token.address_hash, 'name'), symbol: await call(token.address_hash, 'symbol'),
        decimals: String(await call(token.address_hash, 'decimals')), total_supply: String(await call(token.address_hash, 'totalSupply')) });
    }
    const [ nft ] = items.filter((item) => item.type === 'ERC-721');
    expect(nft).toMatchObject({ name: await call(nft.address_hash, 'name'), symbol: await call(nft.address_hash, 'symbol') });

    const ascending = (await walk('/api/v2/tokens?sort=holders_count&order=asc', SPEC.tokens)).items;
    expect(isSorted(ascending.map((item) => Number(item.holders_count)), 1)).toBe(true);
    expect(ascending).toHaveLength(n);
    expect((await get('/api/v2/tokens?q=quantum')).items.map((item: Json) => item.type)).toEqual([ 'ERC-20', 'ERC-20' ]);
    expect((await get(`/api/v2/tokens?q=${ nft.symbol.toLowerCase() }`)).items).toEqual([ nft ]);
    expect((await get(`/api/v2/tokens?q=${ nft.address_hash }`)).items).toEqual([ nft ]);
    expect((await get('/api/v2/tokens?type=ERC-721,ERC-1155')).items.map((item: Json) => item.type).sort()).toEqual([ 'ERC-1155', 'ERC-721' ]);
  });

  it('shows each token and its counters', async() => {
    const tokens = await fixture.db.query<{ hash: string; holders: number }>('SELECT contract_address_hash AS hash, holders_count AS holders FROM tokens');
    for (const { hash, holders } of tokens) {
      const token = await getValid(`/api/v2/tokens/${ hash.toUpperCase().replace('0X', '0x') }`, SPEC.token);
      expect(token).toMatchObject({ address_hash: getAddress(hash), holders_count: String(holders), exchange_rate: null });
      const [ { n } ] = await fixture.db.query<{ n: number }>('SELECT count(*)::int AS n FROM token_transfers WHERE token_contract_address_hash = $1', [ hash ]);
      expect(await getValid(`/api/v2/tokens/${ hash }/counters`, SPEC.counters)).toEqual({ token_holders_count: String(holders), transfers_count: String(n) });
    }
  });

  it('lists every holder of a fungible token or NFT collection with the balance the contract reports', async() => {
    for (const token of [ ...await tokensOfType('ERC-20'), ...await tokensOfType('ERC-721') ]) {
      const { items } = await walk(`/api/v2/tokens/${ token }/holders`, SPEC.holders);
      const expected = [];
      for (const holder of await touched(token)) {
        const balance = await call<bigint>(token, 'balanceOf', [ holder ]);
        if (balance) expected.push({ address: getAddress(holder), value: String(balance), token_id: null });
      }
      expect(items.map((item) => ({ address: item.address.hash, value: item.value, token_id: item.token_id })).sort((a, b) => a.address.localeCompare(b.address)))
        .toEqual(expected.sort((a, b) => a.address.localeCompare(b.address)));
      expect(items.length).toBeGreaterThan(1);
      expect(isSorted(items.map((item) => Number(item.value)), -1)).toBe(true);
      expect((await get(`/api/v2/tokens/${ token }`)).holders_count).toBe(String(expected.length));
    }
    // The demo ERC-1155 exposes balanceOf(id, account) instead of the standard (account, id), so
    // few or no balances of it are indexed; those that are must match balanceOfBatch.
    for (const token of await tokensOfType('ERC-1155')) {
      const { items } = await walk(`/api/v2/tokens/${ token }/holders`, SPEC.holders);
      for (const item of items) {
        expect([ String((await call<bigint[]>(token, 'balanceOfBatch', [ [ item.address.hash ], [ BigInt(item.token_id) ] ]))![0]) ]).toEqual([ item.value ]);
      }
    }
  });

  it('walks an NFT collection\'s inventory with the owners the contract reports', async() => {
    const [ nft ] = await tokensOfType('ERC-721');
    const { items } = await walk(`/api/v2/tokens/${ nft }/instances`, SPEC.instances);
    const minted = await fixture.db.query<{ id: string }>(`SELECT token_id::text AS id FROM token_instances i WHERE token_contract_address_hash = $1
      AND EXISTS (SELECT 1 FROM token_transfers t WHERE t.token_contract_address_hash = i.token_contract_address_hash AND t.token_id = i.token_id)
      ORDER BY token_id DESC`, [ nft ]);
    expect(items.map((item) => item.id)).toEqual(minted.map((row) => row.id));
    const owners = new Map<string, string[]>();
    for (const item of items) {
      const owner = await call<string>(nft, 'ownerOf', [ BigInt(item.id) ]);
      // A burned NFT was last sent to the zero address; the contract no longer knows it.
      expect({ id: item.id, owner: item.owner.hash, is_unique: item.is_unique }).toEqual({ id: item.id, owner: owner ?? ZERO_ADDRESS, is_unique: true });
      if (owner) owners.set(owner, [ ...owners.get(owner) ?? [], item.id ]);
      // The devnet's pictures: from its metadata server, or inline SVG in the token URI.
      expect(item.image_url === null || item.image_url.startsWith('http://127.0.0.1:') || item.image_url.startsWith('data:image/svg+xml;')).toBe(true);
      expect(await getValid(`/api/v2/tokens/${ nft }/instances/${ item.id }`, SPEC.instance)).toEqual(item);
      expect(await getValid(`/api/v2/tokens/${ nft }/instances/${ item.id }/holders`, SPEC.instanceHolders)).toEqual({ items: [], next_page_params: null });
    }
    expect(owners.size).toBeGreaterThan(1);
    for (const [ owner, ids ] of owners) {
      const held = (await walk(`/api/v2/tokens/${ nft }/instances?holder_address_hash=${ owner }`, SPEC.instances)).items;
      expect(held.map((item) => [ item.id, item.token_type, item.value, item.owner.hash ])).toEqual(ids.map((id) => [ id, 'ERC-721', '1', owner ]));
    }
    // Instances whose only transfers were in the block the reorg dropped were never minted.
    const phantoms = await fixture.db.query<{ id: string }>(`SELECT token_id::text AS id FROM token_instances i WHERE NOT EXISTS (SELECT 1
      FROM token_transfers t WHERE t.token_contract_address_hash = i.token_contract_address_hash AND t.token_id = i.token_id)`);
    for (const { id } of phantoms) expect((await app.inject(`/api/v2/tokens/${ nft }/instances/${ id }`)).statusCode).toBe(404);
  });

  it('shows an address\'s balances, NFTs and collections as the contracts report them', async() => {
    const fungible = await tokensOfType('ERC-20');
    const [ nft ] = await tokensOfType('ERC-721');
    const inventory = (await walk(`/api/v2/tokens/${ nft }/instances`, SPEC.instances)).items;
    let collectors = 0;
    for (const account of fixture.devnet.accounts.slice(0, 8).map((item) => getAddress(item.address))) {
      const expected: Array<[string, string]> = [];
      for (const token of [ ...fungible, nft ]) {
        const balance = await call<bigint>(token, 'balanceOf', [ account ]);
        if (balance) expected.push([ getAddress(token), String(balance) ]);
      }
      const balances = await getValid(`/api/v2/addresses/${ account }/token-balances`, SPEC.balances);
      const fungibleAndNft = balances.filter((item: Json) => item.token.type !== 'ERC-1155');
      expect(fungibleAndNft.map((item: Json) => [ item.token.address_hash, item.value ]).sort()).toEqual(expected.sort());
      const paged = (await walk(`/api/v2/addresses/${ account.toLowerCase() }/tokens`, SPEC.addressTokens)).items;
      expect(paged.map((item) => [ item.token.address_hash, item.value, item.token_id ]))
        .toEqual(balances.map((item: Json) => [ item.token.address_hash, item.value, item.token_id ]));
      const erc20 = (await walk(`/api/v2/addresses/${ account }/tokens?type=ERC-20`, SPEC.addressTokens)).items;
      expect(erc20.map((item) => item.token.address_hash).sort()).toEqual(expected.filter(([ token ]) => token !== getAddress(nft)).map(([ token ]) => token).sort());

      const owned = inventory.filter((item) => item.owner.hash === account).map((item) => item.id);
      const nfts = (await walk(`/api/v2/addresses/${ account }/nft?type=ERC-721`, SPEC.nft)).items;
      expect(nfts.map((item) => [ item.id, item.token_type, item.value, item.owner.hash ]))
        .toEqual([ ...owned ].sort((a, b) => Number(a) - Number(b)).map((id) => [ id, 'ERC-721', '1', account ]));
      const collections = (await walk(`/api/v2/addresses/${ account }/nft/collections?type=ERC-721`, SPEC.collections)).items;
      expect(collections.map((item) => [ item.token.address_hash, item.amount ])).toEqual(owned.length ? [ [ getAddress(nft), String(owned.length) ] ] : []);
      if (owned.length) expect(collections[0].token_instances.map((item: Json) => item.id)).toEqual(owned.slice(0, 9));
      if (owned.length && expected.length > 1) collectors++;
    }
    expect(collectors).toBeGreaterThan(1);
  });
});

describe('token lists on a hand-written database', () => {
  let db: Database;
  let app: FastifyInstance;
  const { get, getValid, walkPages: walk } = createApiClient<Json>(() => app);
  const hash = (prefix: string, index: number) => `0x${ prefix }${ index.toString(16).padStart(40 - prefix.length, '0') }`;
  const TOKENS = 130;
  const MULTI = hash('bb', 1);
  const SECOND_MULTI = hash('bb', 2);
  const NFTS = [ hash('cc', 1), hash('cc', 2) ];
  const COLLECTOR = hash('dd', 0);
  const holders = Array.from({ length: 60 }, (_, index) => hash('ee', index));
  const tokenName = (index: number) => [ null, 'Same', `L${ 'o'.repeat(300) }ng` ][index % 10] ?? `Token ${ index }`;

  beforeAll(async() => {
    db = await createSmallDatabase();
    await insertRows(db, 'tokens', [
      ...Array.from({ length: TOKENS }, (_, index) => ({ contract_address_hash: hash('aa', index), type: [ 'ERC-20', 'ERC-721', 'ERC-1155' ][index % 3],
        name: tokenName(index), symbol: `T${ index }`, decimals: index % 3 === 0 ? '18' : null, holders_count: (index * 7) % 5 })),
      { contract_address_hash: hash('ab', 1), type: 'ERC-20', name: '100% Real', holders_count: 0 },
      { contract_address_hash: hash('ab', 2), type: 'ERC-20', name: '<img src=x onerror=alert(1)>', holders_count: 0 },
      { contract_address_hash: MULTI, type: 'ERC-1155', name: 'Items', holders_count: 61 },
      { contract_address_hash: SECOND_MULTI, type: 'ERC-1155', name: 'More items', holders_count: 1 },
      ...NFTS.map((nft) => ({ contract_address_hash: nft, type: 'ERC-721', name: 'Glyphs', holders_count: 1 })),
    ]);
    const balance = (address: string, token: string, tokenId: string | null, type: string, value: string) =>
      ({ address_hash: address, token_contract_address_hash: token, token_id: tokenId, token_type: type, value, block_number: BLOCK_NUMBER });
    await insertRows(db, 'address_current_token_balances', [
      ...holders.flatMap((holder) => [ balance(holder, MULTI, '1', 'ERC-1155', '5'), balance(holder, MULTI, '2', 'ERC-1155', '5') ]),
      balance(holders[0], MULTI, '3', 'ERC-1155', '1'),
      balance(holders[1], MULTI, '4', 'ERC-1155', '2'),
      ...Array.from({ length: 20 }, (_, index) => balance(COLLECTOR, SECOND_MULTI, String(index + 1), 'ERC-1155', '1')),
      ...NFTS.map((nft) => balance(COLLECTOR, nft, null, 'ERC-721', '30')),
      ...Array.from({ length: TOKENS }, (_, index) => index).filter((index) => index % 3 === 0)
        .map((index) => balance(COLLECTOR, hash('aa', index), null, 'ERC-20', String(1 + index % 4))),
    ]);
    const instance = (token: string, id: number, owner: string | null) => ({ token_contract_address_hash: token, token_id: String(id), owner_address_hash: owner });
    await insertRows(db, 'token_instances', [
      ...[ 1, 2, 3, 4 ].map((id) => instance(MULTI, id, null)),
      ...Array.from({ length: 20 }, (_, index) => instance(SECOND_MULTI, index + 1, null)),
      ...NFTS.flatMap((nft) => Array.from({ length: 30 }, (_, index) => instance(nft, index + 1, COLLECTOR))),
      instance(NFTS[0], 999, null),
    ]);
    // One mint per instance (not the phantom #999), so each exists on the chain.
    const mints = [ ...[ 1, 2, 3, 4 ].map((id) => [ MULTI, id, 'ERC-1155' ] as const),
      ...Array.from({ length: 20 }, (_, index) => [ SECOND_MULTI, index + 1, 'ERC-1155' ] as const),
      ...NFTS.flatMap((nft) => Array.from({ length: 30 }, (_, index) => [ nft, index + 1, 'ERC-721' ] as const)) ];
    await insertRows(db, 'token_transfers', mints.map(([ token, id, type ], index) => ({ block_hash: BLOCK_HASH, log_index: index,
      block_number: BLOCK_NUMBER, transaction_hash: TRANSACTION_HASH, transaction_index: 0, token_contract_address_hash: token,
      token_type: type, from_address_hash: ZERO_ADDRESS, to_address_hash: COLLECTOR, amount: type === 'ERC-721' ? null : '1', token_id: String(id) })));
    await db.query(`UPDATE token_instances SET metadata = $1::jsonb, image_url = 'javascript:alert(1)',
        animation_url = 'data:text/html,<script>alert(1)</script>', external_url = 'ipfs://QmTest/meta.json',
        media_url = ' JAVASCRIPT:alert(1)', media_type = 'text/html'
      WHERE token_contract_address_hash = $2 AND token_id = 1`, [ JSON.stringify({ name: '<script>alert(1)</script>', image: 'javascript:alert(1)' }), NFTS[0] ]);
    await db.query(`UPDATE token_instances SET image_url = 'https://example.com/a b.png', media_url = 'ipfs://ipfs/QmImage', media_type = 'image/png'
      WHERE token_contract_address_hash = $1 AND token_id = 2`, [ NFTS[0] ]);
    await db.query(`UPDATE token_instances SET image_url = $2, media_url = $2, media_type = 'image/svg+xml'
      WHERE token_contract_address_hash = $1 AND token_id = 3`, [ NFTS[0], INLINE_SVG ]);
    await db.query(`UPDATE token_instances SET image_url = 'data:text/html;base64,PHNjcmlwdD4=', media_url = $2, media_type = 'image/png'
      WHERE token_contract_address_hash = $1 AND token_id = 4`, [ NFTS[0], `data:image/png;base64,${ 'A'.repeat(100_001) }` ]);
    app = buildApp({ db, config: testApiConfig({}) });
  }, 30_000);

  afterAll(async() => {
    await app?.close();
    await db?.close();
  });

  it('pages the tokens list through ties, unnamed tokens and 300-character names, each token once', async() => {
    const { items } = await walk('/api/v2/tokens', SPEC.tokens);
    expect(new Set(items.map((item) => item.address_hash)).size).toBe(TOKENS + 6);
    const holdersCounts = items.map((item) => Number(item.holders_count));
    expect(isSorted(holdersCounts, -1)).toBe(true);
    // Within equal holders, named tokens come before unnamed ones (Blockscout: name ascending, nulls last).
    for (let index = 1; index < items.length; index++) {
      if (holdersCounts[index] === holdersCounts[index - 1] && items[index - 1].name === null) expect(items[index].name).toBeNull();
    }
    const ascending = (await walk('/api/v2/tokens?sort=holders_count&order=asc', SPEC.tokens)).items;
    expect(isSorted(ascending.map((item) => Number(item.holders_count)), 1)).toBe(true);
    expect(new Set(ascending.map((item) => item.address_hash)).size).toBe(TOKENS + 6);
    const nfts = (await walk('/api/v2/tokens?type=[ERC-721]', SPEC.tokens)).items;
    // Every third list token (43 of them) and the two collections.
    expect(nfts).toHaveLength(45);
  });

  it('searches names and symbols with wildcards taken literally, and serves names as they are', async() => {
    expect((await get('/api/v2/tokens?q=100%25')).items.map((item: Json) => item.name)).toEqual([ '100% Real' ]);
    expect((await get('/api/v2/tokens?q=%25')).items.map((item: Json) => item.name)).toEqual([ '100% Real' ]);
    expect((await get('/api/v2/tokens?q=_')).items).toEqual([]);
    expect((await walk('/api/v2/tokens?q=same', SPEC.tokens)).items).toHaveLength(13);
    expect((await get('/api/v2/tokens?q=t129')).items.map((item: Json) => item.symbol)).toEqual([ 'T129' ]);
    expect((await get(`/api/v2/tokens/${ hash('ab', 2) }`)).name).toBe('<img src=x onerror=alert(1)>');
  });

  it('pages holders with one row per address and id, and the holders of one id', async() => {
    const { items, cursors } = await walk(`/api/v2/tokens/${ MULTI }/holders`, SPEC.holders);
    expect(new Set(items.map((item) => `${ item.address.hash }:${ item.token_id }`)).size).toBe(122);
    expect(items.slice(0, 120).every((item) => item.value === '5')).toBe(true);
    expect(cursors[0]).toEqual({ address_hash: expect.any(String), value: '5', token_id: expect.any(String), items_count: 50 });
    const ofOne = await walk(`/api/v2/tokens/${ MULTI }/instances/1/holders`, SPEC.instanceHolders);
    expect(ofOne.items.map((item) => item.address.hash.toLowerCase()).sort()).toEqual([ ...holders ].sort());
    expect(ofOne.items.every((item) => item.token_id === '1' && item.value === '5')).toBe(true);
  });

  it('marks an ERC-1155 id unique only when one address holds a single item of it', async() => {
    const { items } = await walk(`/api/v2/tokens/${ MULTI }/instances`, SPEC.instances);
    expect(items.map((item) => [ item.id, item.is_unique, item.owner?.hash ?? null ])).toEqual([
      [ '4', false, null ], [ '3', true, getAddress(holders[0]) ], [ '2', false, null ], [ '1', false, null ] ]);
    expect((await getValid(`/api/v2/tokens/${ MULTI }/instances/3`, SPEC.instance)).owner.hash).toBe(getAddress(holders[0]));
    const held = await getValid(`/api/v2/tokens/${ MULTI }/instances?holder_address_hash=${ holders[1] }`, SPEC.instances);
    expect(held.items.map((item: Json) => [ item.id, item.value, item.token_type ])).toEqual([ [ '4', '2', 'ERC-1155' ], [ '2', '5', 'ERC-1155' ], [ '1', '5', 'ERC-1155' ] ]);
  });

  it('lists an address\'s NFTs type by type and collection by collection, and its tokens by value', async() => {
    const { items, cursors } = await walk(`/api/v2/addresses/${ COLLECTOR }/nft`, SPEC.nft);
    const expected = [ ...NFTS.flatMap((nft) => Array.from({ length: 30 }, (_, index) => [ getAddress(nft), String(index + 1), 'ERC-721', '1' ])),
      ...Array.from({ length: 20 }, (_, index) => [ getAddress(SECOND_MULTI), String(index + 1), 'ERC-1155', '1' ]) ];
    expect(items.map((item) => [ item.token.address_hash, item.id, item.token_type, item.value ])).toEqual(expected);
    expect(cursors[0]).toEqual({ token_contract_address_hash: NFTS[1], token_id: '20', token_type: 'ERC-721', items_count: 50 });
    expect((await walk(`/api/v2/addresses/${ COLLECTOR }/nft?type=ERC-1155`, SPEC.nft)).items).toEqual(items.slice(60));

    const collections = (await walk(`/api/v2/addresses/${ COLLECTOR }/nft/collections`, SPEC.collections)).items;
    expect(collections.map((item) => [ item.token.address_hash, item.amount, item.token_instances.map((instance: Json) => instance.id).join() ])).toEqual([
      ...NFTS.map((nft) => [ getAddress(nft), '30', '30,29,28,27,26,25,24,23,22' ]),
      [ getAddress(SECOND_MULTI), '20', '20,19,18,17,16,15,14,13,12' ] ]);
    expect(collections[2].token_instances[0]).toMatchObject({ token: null, token_type: 'ERC-1155', value: '1', is_unique: true });

    const tokens = (await walk(`/api/v2/addresses/${ COLLECTOR }/tokens`, SPEC.addressTokens)).items;
    const balances = await getValid(`/api/v2/addresses/${ COLLECTOR }/token-balances`, SPEC.balances);
    expect(tokens.length).toBeGreaterThan(50);
    expect(tokens.map((item) => [ item.token.address_hash, item.token_id, item.value ]))
      .toEqual(balances.map((item: Json) => [ item.token.address_hash, item.token_id, item.value ]));
    expect(isSorted(tokens.map((item) => Number(item.value)), -1)).toBe(true);
    expect(new Set(tokens.map((item) => `${ item.token.address_hash }:${ item.token_id }`)).size).toBe(tokens.length);
    expect(tokens.find((item) => item.token_id === '5')?.token_instance).toMatchObject({ id: '5', owner: null });
  });

  it('hands out only http(s) links and inline pictures from NFT metadata and serves the metadata as stored', async() => {
    const hostile = await getValid(`/api/v2/tokens/${ NFTS[0] }/instances/1`, SPEC.instance);
    expect(hostile).toMatchObject({ metadata: { name: '<script>alert(1)</script>', image: 'javascript:alert(1)' },
      image_url: null, animation_url: null, media_url: null, media_type: null, external_app_url: 'https://ipfs.io/ipfs/QmTest/meta.json' });
    expect(await get(`/api/v2/tokens/${ NFTS[0] }/instances/2`)).toMatchObject({
      image_url: 'https://example.com/a%20b.png', media_url: 'https://ipfs.io/ipfs/QmImage', media_type: 'image/png' });
    // An inline SVG picture is kept (clients show it only through <img>); inline HTML and oversized pictures are not.
    expect(await get(`/api/v2/tokens/${ NFTS[0] }/instances/3`)).toMatchObject({ image_url: INLINE_SVG, media_url: INLINE_SVG });
    expect(await get(`/api/v2/tokens/${ NFTS[0] }/instances/4`)).toMatchObject({ image_url: null, media_url: null, media_type: null });
    expect((await app.inject(`/api/v2/tokens/${ NFTS[0] }/instances/999`)).statusCode).toBe(404);
    expect((await walk(`/api/v2/tokens/${ NFTS[0] }/instances`, SPEC.instances)).items.map((item) => item.id))
      .toEqual(Array.from({ length: 30 }, (_, index) => String(30 - index)));
  });
});

describe('token input handling', () => {
  let db: Database;
  let app: FastifyInstance;
  const TOKEN = `0x${ '44'.repeat(20) }`;
  const FUNGIBLE = `0x${ '45'.repeat(20) }`;

  beforeAll(async() => {
    db = await createSmallDatabase();
    await insertRows(db, 'tokens', [ { contract_address_hash: TOKEN, type: 'ERC-721', name: 'NFT' }, { contract_address_hash: FUNGIBLE, type: 'ERC-20' } ]);
    app = buildApp({ db, config: testApiConfig({}) });
  }, 30_000);

  afterAll(async() => {
    await app?.close();
    await db?.close();
  });

  const BAD: Array<[ string, number ]> = [
    [ `/api/v2/tokens/${ `0x${ '99'.repeat(20) }` }`, 404 ],
    [ `/api/v2/tokens/${ `0x${ '99'.repeat(20) }` }/holders`, 404 ],
    [ `/api/v2/tokens/${ FUNGIBLE }/instances/1`, 404 ],
    [ `/api/v2/tokens/${ TOKEN }/instances/1`, 404 ],
    [ `/api/v2/tokens/${ TOKEN }/instances/1/transfers-count`, 200 ],
    [ `/api/v2/tokens/${ TOKEN.toUpperCase().replace('0X', '0x') }`, 200 ],
    [ '/api/v2/tokens/0x1234', 422 ],
    [ `/api/v2/tokens/${ TOKEN }/instances/-1`, 422 ],
    [ `/api/v2/tokens/${ TOKEN }/instances/1.5`, 422 ],
    [ `/api/v2/tokens/${ TOKEN }/instances/0x10`, 422 ],
    [ `/api/v2/tokens/${ TOKEN }/instances/${ 2n ** 256n }`, 422 ],
    [ `/api/v2/tokens/${ TOKEN }/instances/${ 2n ** 256n - 1n }/transfers`, 200 ],
    [ `/api/v2/tokens/${ TOKEN }/instances?unique_token=-5`, 422 ],
    [ `/api/v2/tokens/${ TOKEN }/instances?holder_address_hash=0xzz`, 422 ],
    [ `/api/v2/tokens/${ TOKEN }/holders?address_hash=${ TOKEN }&value=1e18`, 422 ],
    [ `/api/v2/tokens/${ TOKEN }/holders?address_hash=${ TOKEN }&value=-1`, 422 ],
    [ '/api/v2/tokens?type=ERC-20,NFT', 422 ],
    [ '/api/v2/tokens?sort=name', 422 ],
    [ '/api/v2/tokens?sort=holders_count&order=up', 422 ],
    [ `/api/v2/tokens?contract_address_hash=${ TOKEN }&holders_count=4294967296`, 422 ],
    [ `/api/v2/tokens?contract_address_hash=${ TOKEN }&holders_count=1&is_name_null=maybe`, 422 ],
    [ `/api/v2/tokens?contract_address_hash=${ TOKEN }&holders_count=1&name=${ 'n'.repeat(300) }`, 422 ],
    [ `/api/v2/tokens?q=${ encodeURIComponent("x' OR '1'='1") }`, 200 ],
    [ `/api/v2/tokens?q=${ 'q'.repeat(5000) }`, 414 ],
    [ `/api/v2/addresses/${ TOKEN }/nft?token_type=ERC-20&token_contract_address_hash=${ TOKEN }&token_id=1`, 422 ],
    [ `/api/v2/addresses/${ TOKEN }/nft?type=ERC-1155&token_type=ERC-721&token_contract_address_hash=${ TOKEN }&token_id=1`, 422 ],
    [ `/api/v2/addresses/${ TOKEN }/nft/collections?type=nft`, 422 ],
    [ `/api/v2/addresses/${ TOKEN }/tokens?value=abc&token_contract_address_hash=${ TOKEN }`, 422 ],
    [ `/api/v2/addresses/${ TOKEN }/token-balances`, 200 ],
    [ '/api/v2/addresses/0xnothex/token-balances', 422 ],
    [ `/api/v2/tokens/${ encodeURIComponent(`${ TOKEN }'--`) }/counters`, 422 ],
  ];

  it.each(BAD.map(([ url, expected ]) => ({ name: url.length > 110 ? `${ url.slice(0, 80) }… (${ url.length } characters)` : url, url, expected })))(
    '$name → $expected', async({ url, expected }) => {
      const response = await app.inject(url);
      expect(response.statusCode).toBe(expected);
      if (expected !== 200) expect(response.json()).toEqual({ message: expect.any(String) });
    });

  it('still holds its tokens after the SQL-looking requests', async() => {
    expect(await db.query('SELECT count(*)::int AS n FROM tokens')).toEqual([ { n: 2 } ]);
  });
});
