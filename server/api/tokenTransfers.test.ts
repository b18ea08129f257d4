/** @jest-environment node */
// Token transfer lists (global, transaction, address, token) against a devnet indexed by
// the real indexer, checked with the OpenAPI document, walked to the end against SQL,
// and compared with the receipts and token contracts of the node.
import type { FastifyInstance } from 'fastify';
import { decodeEventLog, decodeFunctionResult, encodeFunctionData, getAddress, keccak256, parseAbi, toHex, type Hex } from 'viem';

import './test/injectUnderJest';
import type { Database } from '../db';
import { insertRows } from '../db';
import { buildApp } from './app';
import { testApiConfig } from './test/config';
import { countTokenTransfers } from '../db/queries/tokenTransfers';
import { openSharedChainFixture, type ChainFixture } from './test/chainFixture';
import { createApiClient } from './test/apiClient';
import { BLOCK_HASH, BLOCK_NUMBER, createSmallDatabase, TRANSACTION_HASH } from './test/smallDatabase';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- response bodies of many shapes, read field by field
type Json = Record<string, any>;

const TRANSFER_EVENTS = parseAbi([
  'event Transfer(address indexed from, address indexed to, uint256 value)',
  'event TransferSingle(address indexed operator, address indexed from, address indexed to, uint256 id, uint256 value)',
  'event TransferBatch(address indexed operator, address indexed from, address indexed to, uint256[] ids, uint256[] values)',
]);
const NFT_TRANSFER_EVENT = parseAbi([ 'event Transfer(address indexed from, address indexed to, uint256 indexed tokenId)' ]);
const TOKEN_URI_ABI = parseAbi([ 'function tokenURI(uint256 id) view returns (string)' ]);

const mixedCase = (hash: string) => `0x${ hash.slice(2, 12).toUpperCase() }${ hash.slice(12) }`;

/** What identifies a transfer in API items and in SQL rows alike. */
const keyOfItem = (item: Json) => `${ item.block_hash }:${ item.log_index }:${ item.total?.token_id ?? '-' }`;
const keyOfRow = (row: { block_hash: string; log_index: number; token_id: string | null }) => `${ row.block_hash }:${ row.log_index }:${ row.token_id ?? '-' }`;
const NEWEST_FIRST = 'ORDER BY block_number DESC, log_index DESC, batch_index DESC';
// Each test reads every row of the chain: seconds on a busy CI machine, more than jest's default 5 s.
jest.setTimeout(30_000);

describe('token transfers on an indexed devnet', () => {
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

  async function keys(where: string, params: unknown[] = [], order = NEWEST_FIRST): Promise<string[]> {
    const rows = await fixture.db.query<{ block_hash: string; log_index: number; token_id: string | null }>(
      `SELECT block_hash, log_index, token_id::text AS token_id FROM token_transfers ${ where } ${ order }`, params);
    return rows.map(keyOfRow);
  }

  it('walks /api/v2/token-transfers newest first to the end, each transfer once', async() => {
    const { items, cursors } = await walk('/api/v2/token-transfers', '/v2/token-transfers');
    expect(items.length).toBeGreaterThan(50);
    expect(items.map(keyOfItem)).toEqual(await keys(''));
    expect(cursors.every((cursor) => typeof cursor.block_number === 'number' && typeof cursor.index === 'number')).toBe(true);
    const minted = items.find((item) => item.type === 'token_minting');
    expect(minted?.from.hash).toBe('0x0000000000000000000000000000000000000000');
  });

  it('filters the global list by token type, brackets allowed', async() => {
    for (const type of [ 'ERC-20', 'ERC-721', 'ERC-1155' ]) {
      const { items } = await walk(`/api/v2/token-transfers?type=${ type }`, '/v2/token-transfers');
      expect(items.length).toBeGreaterThan(0);
      expect(items.map(keyOfItem)).toEqual(await keys('WHERE token_type = $1', [ type ]));
    }
    const nfts = await walk('/api/v2/token-transfers?type=ERC-721,ERC-1155', '/v2/token-transfers');
    expect(nfts.items.map(keyOfItem)).toEqual(await keys(`WHERE token_type <> 'ERC-20'`));
    expect((await get('/api/v2/token-transfers?type=[ERC-20]')).items).toEqual((await get('/api/v2/token-transfers?type=ERC-20')).items);
    expect(await get('/api/v2/token-transfers?type=ERC-404')).toEqual({ items: [], next_page_params: null });
  });

  it('walks an address\'s transfers in both directions and in each', async() => {
    const [ { hash } ] = await fixture.db.query<{ hash: string }>(`SELECT h AS hash FROM (SELECT from_address_hash AS h FROM token_transfers
      UNION ALL SELECT to_address_hash FROM token_transfers) x WHERE h <> '0x0000000000000000000000000000000000000000' GROUP BY h ORDER BY count(*) DESC LIMIT 1`);
    const url = `/api/v2/addresses/${ mixedCase(hash) }/token-transfers`;
    const spec = '/v2/addresses/{address_hash_param}/token-transfers';
    const all = await walk(url, spec);
    // Paging across pages of a merged list is checked on the batch below; here, the values.
    expect(all.items.length).toBeGreaterThan(20);
    expect(all.items.map(keyOfItem)).toEqual(await keys('WHERE from_address_hash = $1 OR to_address_hash = $1', [ hash ]));
    expect((await walk(`${ url }?filter=from`, spec)).items.map(keyOfItem)).toEqual(await keys('WHERE from_address_hash = $1', [ hash ]));
    expect((await walk(`${ url }?filter=to`, spec)).items.map(keyOfItem)).toEqual(await keys('WHERE to_address_hash = $1', [ hash ]));
    const byType = await walk(`${ url }?type=ERC-721,ERC-1155`, spec);
    expect(byType.items.map(keyOfItem)).toEqual(await keys(`WHERE (from_address_hash = $1 OR to_address_hash = $1) AND token_type <> 'ERC-20'`, [ hash ]));
    const [ { token } ] = await fixture.db.query<{ token: string }>(`SELECT token_contract_address_hash AS token FROM token_transfers
      WHERE from_address_hash = $1 OR to_address_hash = $1 GROUP BY 1 ORDER BY count(*) DESC LIMIT 1`, [ hash ]);
    const byToken = await walk(`${ url }?filter=to&token=${ getAddress(token) }`, spec);
    expect(byToken.items.map(keyOfItem)).toEqual(await keys('WHERE to_address_hash = $1 AND token_contract_address_hash = $2', [ hash, token ]));
    expect(byToken.items.every((item) => item.token.address_hash === getAddress(token) && item.to.hash === getAddress(hash))).toBe(true);
  });

  it('lists each transaction\'s transfers in log order, as its receipt has them', async() => {
    const spec = '/v2/transactions/{transaction_hash_param}/token-transfers';
    const transactions = await fixture.db.query<{ hash: Hex }>('SELECT DISTINCT transaction_hash AS hash FROM token_transfers');
    for (const { hash } of transactions) {
      const { items } = await walk(`/api/v2/transactions/${ hash }/token-transfers`, spec);
      const receipt = await fixture.devnet.provider.request({ method: 'eth_getTransactionReceipt', params: [ hash ] }) as {
        logs: Array<{ topics: [Hex, ...Hex[]]; data: Hex; address: string }>;
      };
      const expected = receipt.logs.flatMap((log) => {
        const abi = log.topics.length === 4 && log.data === '0x' ? NFT_TRANSFER_EVENT : TRANSFER_EVENTS;
        try {
          const { eventName, args } = decodeEventLog({ abi, topics: log.topics, data: log.data }) as { eventName: string; args: Json };
          if (eventName === 'TransferBatch') return args.ids.map((id: bigint, index: number) => [ String(id), String(args.values[index]) ]);
          if (eventName === 'TransferSingle') return [ [ String(args.id), String(args.value) ] ];
          return [ args.tokenId === undefined ? [ null, String(args.value) ] : [ String(args.tokenId), null ] ];
        } catch {
          return [];
        }
      });
      expect({ hash, moved: items.map((item) => [ item.total.token_id ?? null, item.total.value ?? null ]) }).toEqual({ hash, moved: expected });
      expect(items.every((item) => item.transaction_hash === hash)).toBe(true);
    }
    const batch = await fixture.db.query<{ hash: string }>('SELECT transaction_hash AS hash FROM token_transfers WHERE is_batch LIMIT 1');
    const typed = await get(`/api/v2/transactions/${ mixedCase(batch[0].hash) }/token-transfers?type=ERC-20`);
    expect(typed.items.every((item: Json) => item.token_type === 'ERC-20')).toBe(true);
    const [ pending ] = await fixture.db.query<{ hash: string }>('SELECT hash FROM transactions WHERE block_hash IS NULL LIMIT 1');
    expect(await get(`/api/v2/transactions/${ pending.hash }/token-transfers`)).toEqual({ items: [], next_page_params: null });
  });

  it('embeds each NFT\'s instance, its metadata as the token URI serves it', async() => {
    const { items } = await walk('/api/v2/token-transfers?type=ERC-721', '/v2/token-transfers');
    const nft = items[0].token.address_hash as Hex;
    let httpImages = 0;
    let inlineImages = 0;
    for (const item of items) {
      const instance = item.total.token_instance;
      expect(instance).toMatchObject({ id: item.total.token_id, token: item.token, is_unique: null, owner: null });
      const call = await fixture.devnet.provider.request({ method: 'eth_call', params: [
        { to: nft, data: encodeFunctionData({ abi: TOKEN_URI_ABI, functionName: 'tokenURI', args: [ BigInt(item.total.token_id) ] }) }, 'latest' ] })
        .catch(() => null) as Hex | null;
      if (call === null) {
        // Burned since: the contract serves no URI, and the indexer found none.
        expect(instance.metadata).toBeNull();
        continue;
      }
      const uri = decodeFunctionResult({ abi: TOKEN_URI_ABI, functionName: 'tokenURI', data: call });
      const document = uri.startsWith('data:') ?
        JSON.parse(Buffer.from(uri.slice(uri.indexOf(',') + 1), 'base64').toString('utf8')) :
        await (await fetch(uri)).json();
      expect(instance.metadata).toEqual(document);
      if (document.image.startsWith('http')) {
        httpImages++;
      } else {
        // Inline pictures are handed out too: clients show them only through <img>.
        inlineImages++;
        expect(document.image).toMatch(/^data:image\/svg\+xml/);
      }
      expect(instance.image_url).toBe(document.image);
    }
    expect(httpImages).toBeGreaterThan(0);
    expect(inlineImages).toBeGreaterThan(0);
    // The transaction page's preview embeds the same instance.
    const shown = items.find((item) => item.total.token_instance.image_url !== null)!;
    const detail = await getValid(`/api/v2/transactions/${ shown.transaction_hash }`, '/v2/transactions/{transaction_hash_param}');
    expect(detail.token_transfers.find((transfer: Json) => transfer.log_index === shown.log_index).total).toEqual(shown.total);
  });

  it('lists a token\'s transfers and one NFT\'s transfers to the end', async() => {
    const tokens = await fixture.db.query<{ hash: string; type: string }>('SELECT contract_address_hash AS hash, type FROM tokens');
    for (const { hash, type } of tokens) {
      const { items } = await walk(`/api/v2/tokens/${ hash }/transfers`, '/v2/tokens/{address_hash_param}/transfers');
      expect(items.map(keyOfItem)).toEqual(await keys('WHERE token_contract_address_hash = $1', [ hash ]));
      expect(await countTokenTransfers(fixture.db, hash)).toBe(items.length);
      // Past the exact limit the count is the planner's estimate, never below what was counted.
      expect(await countTokenTransfers(fixture.db, hash, undefined, 4)).toBeGreaterThanOrEqual(5);
      if (type === 'ERC-20') continue;
      const [ { id } ] = await fixture.db.query<{ id: string }>(`SELECT token_id::text AS id FROM token_transfers
        WHERE token_contract_address_hash = $1 GROUP BY token_id ORDER BY count(*) DESC, token_id LIMIT 1`, [ hash ]);
      const one = await walk(`/api/v2/tokens/${ hash }/instances/${ id }/transfers`, '/v2/tokens/{address_hash_param}/instances/{token_id_param}/transfers');
      expect(one.items.map(keyOfItem)).toEqual(await keys('WHERE token_contract_address_hash = $1 AND token_id = $2', [ hash, id ]));
      expect(await getValid(`/api/v2/tokens/${ hash }/instances/${ id }/transfers-count`, '/v2/tokens/{address_hash_param}/instances/{token_id_param}/transfers-count'))
        .toEqual({ transfers_count: one.items.length });
    }
  });

  it('shows each transfer\'s method as the transaction lists decode it, and none for a contract creation', async() => {
    const { items: transfers } = await walk('/api/v2/token-transfers', '/v2/token-transfers');
    const { items: transactions } = await walk('/api/v2/transactions', '/v2/transactions');
    const methodOf = new Map(transactions.map((tx) => [ tx.hash, { method: tx.method, creation: tx.to === null } ]));
    const mismatches = transfers.filter((transfer) => {
      const tx = methodOf.get(transfer.transaction_hash)!;
      return transfer.method !== (tx.creation ? null : tx.method);
    }).map((transfer) => `${ transfer.transaction_hash }: ${ transfer.method }`);
    expect(mismatches).toEqual([]);
    // Every call the demo traffic makes has a known name: no raw selector is left.
    expect(transfers.filter((transfer) => /^0x[0-9a-f]{8}$/.test(transfer.method ?? '')).map((transfer) => transfer.method)).toEqual([]);
    expect(transfers.some((transfer) => transfer.method === 'transfer')).toBe(true);
  });
});

describe('an ERC-1155 batch longer than a page', () => {
  const BATCH_SIZE = 120;
  const TOKEN = `0x${ '77'.repeat(20) }`;
  const HOLDER = `0x${ '22'.repeat(20) }`;
  const RECEIVER = `0x${ '33'.repeat(20) }`;
  let db: Database;
  let app: FastifyInstance;
  const { walkPages: walk } = createApiClient<Json>(() => app);

  beforeAll(async() => {
    db = await createSmallDatabase();
    await insertRows(db, 'tokens', [ { contract_address_hash: TOKEN, type: 'ERC-1155', name: 'Batch Items' } ]);
    const base = { block_hash: BLOCK_HASH, block_number: BLOCK_NUMBER, transaction_hash: TRANSACTION_HASH, transaction_index: 0,
      token_contract_address_hash: TOKEN, token_type: 'ERC-1155', from_address_hash: HOLDER, to_address_hash: RECEIVER, amount: '1' };
    const other = keccak256(toHex('transaction-1'));
    await insertRows(db, 'token_transfers', [
      { ...base, log_index: 0, batch_index: 0, is_batch: false, token_id: '7' },
      ...Array.from({ length: BATCH_SIZE }, (_, index) => ({ ...base, log_index: 1, batch_index: index, is_batch: true, token_id: String(1000 + index) })),
      { ...base, log_index: 2, batch_index: 0, is_batch: false, token_id: '7', transaction_hash: other, from_address_hash: RECEIVER, to_address_hash: HOLDER },
      { ...base, log_index: 3, batch_index: 0, is_batch: false, token_id: '7', transaction_hash: other, from_address_hash: RECEIVER },
    ]);
    await insertRows(db, 'token_instances', [ { token_contract_address_hash: TOKEN, token_id: '7' } ]);
    app = buildApp({ db, config: testApiConfig({}) });
  }, 30_000);

  afterAll(async() => {
    await app?.close();
    await db?.close();
  });

  const ids = (items: Json[]) => items.map((item) => `${ item.log_index }:${ item.total.token_id }`);
  const batch = Array.from({ length: BATCH_SIZE }, (_, index) => `1:${ 1000 + index }`);

  it('pages through the batch newest first with Blockscout\'s batch keys, each item once', async() => {
    const { items, cursors } = await walk('/api/v2/token-transfers', '/v2/token-transfers');
    expect(ids(items)).toEqual([ '3:7', '2:7', ...[ ...batch ].reverse(), '0:7' ]);
    expect(cursors[0]).toEqual({ block_number: BLOCK_NUMBER, index: 1, batch_log_index: 1, batch_block_hash: BLOCK_HASH,
      batch_transaction_hash: TRANSACTION_HASH, index_in_batch: 72, items_count: 50 });
    expect(ids((await walk(`/api/v2/tokens/${ TOKEN }/transfers`, '/v2/tokens/{address_hash_param}/transfers')).items)).toEqual(ids(items));
  });

  it('merges an address\'s transfers in both directions, a transfer to itself once', async() => {
    const spec = '/v2/addresses/{address_hash_param}/token-transfers';
    const url = `/api/v2/addresses/${ RECEIVER }/token-transfers`;
    expect(ids((await walk(url, spec)).items)).toEqual([ '3:7', '2:7', ...[ ...batch ].reverse(), '0:7' ]);
    expect(ids((await walk(`${ url }?filter=from`, spec)).items)).toEqual([ '3:7', '2:7' ]);
    expect(ids((await walk(`${ url }?filter=to`, spec)).items)).toEqual([ '3:7', ...[ ...batch ].reverse(), '0:7' ]);
    expect(ids((await walk(`/api/v2/addresses/${ HOLDER }/token-transfers`, spec)).items)).toEqual([ '2:7', ...[ ...batch ].reverse(), '0:7' ]);
  });

  it('pages through a transaction\'s batch in log order', async() => {
    const { items } = await walk(`/api/v2/transactions/${ TRANSACTION_HASH }/token-transfers`, '/v2/transactions/{transaction_hash_param}/token-transfers');
    expect(ids(items)).toEqual([ '0:7', ...batch ]);
    expect(items[0].total.token_instance).toMatchObject({ id: '7', metadata: null, image_url: null });
    expect(items[1].total.token_instance).toBeNull();
  });
});

describe('token transfer input handling', () => {
  let db: Database;
  let app: FastifyInstance;
  const ADDRESS = `0x${ '22'.repeat(20) }`;

  beforeAll(async() => {
    db = await createSmallDatabase();
    app = buildApp({ db, config: testApiConfig({}) });
  }, 30_000);

  afterAll(async() => {
    await app?.close();
    await db?.close();
  });

  const BAD: Array<[ string, number ]> = [
    [ '/api/v2/token-transfers?type=ERC-999', 422 ],
    [ '/api/v2/token-transfers?type=erc-20', 422 ],
    [ '/api/v2/token-transfers?type=ERC-20,', 200 ],
    [ `/api/v2/token-transfers?type=${ encodeURIComponent("ERC-20') OR 1=1--") }`, 422 ],
    [ '/api/v2/token-transfers?block_number=-1&index=0', 422 ],
    [ '/api/v2/token-transfers?block_number=1&index=abc', 422 ],
    [ '/api/v2/token-transfers?block_number=99999999999999999999&index=1', 422 ],
    [ '/api/v2/token-transfers?block_number=1&index=1&index_in_batch=-3', 422 ],
    [ '/api/v2/token-transfers?block_number=1&index=1&batch_block_hash=0x12', 422 ],
    [ '/api/v2/token-transfers?block_number=1&block_number=2&index=1', 422 ],
    [ `/api/v2/token-transfers?type=${ 'E'.repeat(5000) }`, 414 ],
    [ '/api/v2/transactions/0xabc/token-transfers', 422 ],
    [ `/api/v2/transactions/${ `0x${ 'ef'.repeat(32) }` }/token-transfers`, 404 ],
    [ `/api/v2/transactions/${ mixedCase(TRANSACTION_HASH) }/token-transfers`, 200 ],
    [ `/api/v2/transactions/${ encodeURIComponent(`${ TRANSACTION_HASH }' OR '1'='1`) }/token-transfers`, 422 ],
    [ '/api/v2/addresses/0x123/token-transfers', 422 ],
    [ `/api/v2/addresses/${ mixedCase(ADDRESS) }/token-transfers`, 200 ],
    [ `/api/v2/addresses/${ ADDRESS }/token-transfers?filter=sideways`, 422 ],
    [ `/api/v2/addresses/${ ADDRESS }/token-transfers?token=nonsense`, 422 ],
    [ `/api/v2/addresses/${ ADDRESS }/token-transfers?type=ERC-20;DROP TABLE token_transfers`, 422 ],
    [ `/api/v2/addresses/${ 'a'.repeat(5000) }/token-transfers`, 414 ],
  ];

  it.each(BAD.map(([ url, expected ]) => ({ name: url.length > 100 ? `${ url.slice(0, 60) }… (${ url.length } characters)` : url, url, expected })))(
    '$name → $expected', async({ url, expected }) => {
      const response = await app.inject(url);
      expect(response.statusCode).toBe(expected);
      if (expected !== 200) expect(response.json()).toEqual({ message: expect.any(String) });
    });

  it('still holds its transfers table after the SQL-looking requests', async() => {
    expect(await db.query('SELECT count(*)::int AS n FROM token_transfers')).toEqual([ { n: 0 } ]);
  });
});
