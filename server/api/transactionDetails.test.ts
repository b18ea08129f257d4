/** @jest-environment node */
// A transaction's internal transactions, logs, raw trace and state changes, and the
// internal transaction lists, against a devnet indexed by the real indexer: JSON
// against Blockscout's OpenAPI document, lists walked to their end, values against the node.
import type { FastifyInstance } from 'fastify';
import { getAddress, keccak256, pad, toHex, type Hex } from 'viem';

import './test/injectUnderJest';
import { buildApp } from './app';
import { testApiConfig } from './test/config';
import { openSharedChainFixture, type ChainFixture } from './test/chainFixture';
import type { InternalTransactionRow } from '../db/queries/internalTransactions';
import type { BlockFrameRow } from '../db/queries/stateChanges';
import { serializeRawTrace } from './serializers/rawTrace';
import { coinDeltas } from './serializers/stateChange';
import { createApiClient } from './test/apiClient';
import { createOpenApiValidator } from './test/openapi';

type Json = Record<string, unknown> & { items?: Json[]; next_page_params?: Record<string, unknown> | null };
type RpcLog = { address: string; topics: Hex[]; data: Hex; logIndex: Hex; blockNumber: Hex; blockHash: Hex };

const TRANSACTION = '/v2/transactions/{transaction_hash_param}';
const BLOCK = '/v2/blocks/{block_hash_or_number_param}';
const UNKNOWN_HASH = `0x${ 'ef'.repeat(32) }`;
const DETAILS = [ 'internal-transactions', 'logs', 'raw-trace', 'state-changes' ];
const BALANCE_OF = '0x70a08231';
const TRANSFER_TOPIC = '0xddf252ad1be2c89b69c2b068fc378daa952ba7f163c4a11628f55a4df523b3ef';
const BALANCE_OF_ID = '0x00fdd58e';

describe('transaction details and internal transactions on an indexed devnet', () => {
  let fixture: ChainFixture;
  let app: FastifyInstance;
  const { get, getValid, walk } = createApiClient<Json>(() => app);

  beforeAll(async() => {
    fixture = await openSharedChainFixture();
    app = buildApp({ db: fixture.db, config: testApiConfig({ API_CACHE_TTL_MS: '0' }) });
  }, 180_000);

  afterAll(async() => {
    await app?.close();
    await fixture?.close();
  });

  async function count(sql: string, params: unknown[] = []): Promise<number> {
    const [ row ] = await fixture.db.query<{ n: number }>(sql, params);
    return Number(row.n);
  }

  function rpc<T>(method: string, params: unknown[]): Promise<T> {
    return fixture.devnet.provider.request({ method, params }) as Promise<T>;
  }

  async function coinBalance(address: string, block: number): Promise<string> {
    return BigInt(await rpc<Hex>('eth_getBalance', [ address, toHex(block) ])).toString();
  }

  /** `balanceOf(holder)`, or `balanceOf(holder, id)` for an ERC-1155 id. */
  async function tokenBalance(token: string, holder: string, block: number, tokenId: string | null): Promise<string | null> {
    const data = tokenId === null ? `${ BALANCE_OF }${ pad(holder as Hex).slice(2) }` :
      `${ BALANCE_OF_ID }${ pad(holder as Hex).slice(2) }${ pad(toHex(BigInt(tokenId))).slice(2) }`;
    const result = await rpc<Hex>('eth_call', [ { to: token, data }, toHex(block) ]).catch(() => null);
    return result === null ? null : BigInt(result).toString();
  }

  it('answers every detail of every transaction as the OpenAPI document describes', async() => {
    const transactions = await fixture.db.query<{ hash: string }>('SELECT hash FROM transactions');
    for (const { hash } of transactions) {
      for (const detail of DETAILS) await getValid(`/api/v2/transactions/${ hash }/${ detail }`, `${ TRANSACTION }/${ detail }`);
    }
    const [ pending ] = await fixture.db.query<{ hash: string }>('SELECT hash FROM transactions WHERE block_hash IS NULL LIMIT 1');
    expect(await get(`/api/v2/transactions/${ pending.hash }/raw-trace`)).toEqual([]);
    expect(await get(`/api/v2/transactions/${ pending.hash }/state-changes`)).toEqual({ items: [], next_page_params: null });
  }, 120_000);

  it('walks every internal transaction newest first, the root of a plain call left out', async() => {
    const items = await walk('/api/v2/internal-transactions', '/v2/internal-transactions');
    expect(items.length).toBe(await count(`SELECT count(*) AS n FROM internal_transactions WHERE index > 0 OR type <> 'call'`));
    expect(items.length).toBeGreaterThan(50);
    expect(new Set(items.map((item) => `${ item.transaction_hash }:${ item.index }`)).size).toBe(items.length);
    const order = items.map((item) => [ item.block_number as number, item.transaction_index as number, item.index as number ]);
    expect(order).toEqual([ ...order ].sort((a, b) => b[0] - a[0] || b[1] - a[1] || b[2] - a[2]));
    // Contract creations keep their root frame, shown as `create` with the new contract.
    const roots = items.filter((item) => item.index === 0);
    expect(roots.length).toBe(await count('SELECT count(*) AS n FROM transactions WHERE to_address_hash IS NULL AND block_hash IS NOT NULL'));
    expect(roots.filter((item) => item.type !== 'create' || item.created_contract === null)).toEqual([]);

    const [ busiest ] = await fixture.db.query<{ hash: string; n: number }>(`SELECT transaction_hash AS hash, count(*) AS n FROM internal_transactions
      WHERE index > 0 GROUP BY 1 ORDER BY 2 DESC LIMIT 1`);
    const ofOne = await walk(`/api/v2/internal-transactions?transaction_hash=${ busiest.hash.toUpperCase().replace('0X', '0x') }`, '/v2/internal-transactions');
    expect(ofOne.map((item) => item.index)).toEqual(Array.from({ length: Number(busiest.n) }, (_, i) => Number(busiest.n) - i));
    const itsTab = await walk(`/api/v2/transactions/${ busiest.hash }/internal-transactions`, `${ TRANSACTION }/internal-transactions`);
    expect(itsTab.map((item) => item.index)).toEqual(ofOne.map((item) => item.index).reverse());
  });

  it('lists a block\'s internal transactions in block order, filtered by type and call type', async() => {
    const [ block ] = await fixture.db.query<{ number: number; hash: string }>(`SELECT b.number, b.hash FROM blocks b
      JOIN internal_transactions i ON i.block_hash = b.hash WHERE i.index > 0 GROUP BY 1, 2 ORDER BY count(*) DESC LIMIT 1`);
    const items = await walk(`/api/v2/blocks/${ block.number }/internal-transactions`, `${ BLOCK }/internal-transactions`);
    expect(items.length).toBe(await count(`SELECT count(*) AS n FROM internal_transactions WHERE block_hash = $1 AND (index > 0 OR type <> 'call')`,
      [ block.hash ]));
    const order = items.map((item) => [ item.transaction_index as number, item.index as number ]);
    expect(order).toEqual([ ...order ].sort((a, b) => a[0] - b[0] || a[1] - b[1]));
    expect(await walk(`/api/v2/blocks/${ block.hash }/internal-transactions`, `${ BLOCK }/internal-transactions`)).toEqual(items);
    const delegated = await walk(`/api/v2/blocks/${ block.number }/internal-transactions?call_type=delegatecall,staticcall`, `${ BLOCK }/internal-transactions`);
    expect(delegated).toEqual(items.filter((item) => item.type === 'delegatecall' || item.type === 'staticcall'));
    const created = await walk(`/api/v2/blocks/${ block.number }/internal-transactions?type=create,create2`, `${ BLOCK }/internal-transactions`);
    expect(created).toEqual(items.filter((item) => item.type === 'create' || item.type === 'create2'));
    expect(await getValid(`/api/v2/blocks/${ block.number }/withdrawals`, `${ BLOCK }/withdrawals`)).toEqual({ items: [], next_page_params: null });
  });

  it('shows the raw trace of every kind of transaction as stored and as the node ran it', async() => {
    const kinds = [ 'internal_calls', 'proxy_call', 'factory_create2', 'revert_require', 'native_eip1559' ] as const;
    for (const kind of kinds) {
      const hash = fixture.hashesByKind.get(kind)![0];
      const trace = await get(`/api/v2/transactions/${ hash }/raw-trace`) as unknown as Json[];
      expect(trace.length).toBe(await count('SELECT count(*) AS n FROM internal_transactions WHERE transaction_hash = $1', [ hash ]));
      const tx = await rpc<Record<string, string>>('eth_getTransactionByHash', [ hash ]);
      const receipt = await rpc<Record<string, string>>('eth_getTransactionReceipt', [ hash ]);
      const [ root ] = trace;
      expect(root).toMatchObject({ type: 'call', traceAddress: [], subtraces: trace.filter((frame) => (frame.traceAddress as number[]).length === 1).length,
        action: { callType: 'call', from: tx.from.toLowerCase(), to: tx.to!.toLowerCase(), value: toHex(BigInt(tx.value)), input: tx.input } });
      if (receipt.status === '0x1') expect(root.result).toEqual(expect.objectContaining({ gasUsed: expect.stringMatching(/^0x/) }));
      else expect(root).toMatchObject({ error: expect.any(String) });
      expect('result' in root).toBe(receipt.status === '0x1');
    }
    const creation = fixture.hashesByKind.get('factory_create2')![0];
    const frames = await get(`/api/v2/transactions/${ creation }/raw-trace`) as unknown as Json[];
    expect(frames).toContainEqual(expect.objectContaining({ type: 'create2',
      result: expect.objectContaining({ address: expect.stringMatching(/^0x[0-9a-f]{40}$/) }) }));
    const proxied = await get(`/api/v2/transactions/${ fixture.hashesByKind.get('proxy_call')![0] }/raw-trace`) as unknown as Json[];
    expect(proxied).toContainEqual(expect.objectContaining({ type: 'call', action: expect.objectContaining({ callType: 'delegatecall' }) }));

    const [ deployment ] = await fixture.db.query<{ hash: string }>('SELECT hash FROM transactions WHERE to_address_hash IS NULL AND status = 1 LIMIT 1');
    const deployed = await get(`/api/v2/transactions/${ deployment.hash }/raw-trace`) as unknown as Json[];
    const receipt = await rpc<Record<string, string>>('eth_getTransactionReceipt', [ deployment.hash ]);
    expect(deployed[0]).toMatchObject({ type: 'create', action: { from: receipt.from.toLowerCase() }, result: { address: receipt.contractAddress.toLowerCase() } });
  });

  it('lists a transaction\'s logs as the node has them', async() => {
    const [ busiest ] = await fixture.db.query<{ hash: string }>('SELECT transaction_hash AS hash FROM logs GROUP BY 1 ORDER BY count(*) DESC LIMIT 1');
    for (const hash of [ busiest.hash, fixture.hashesByKind.get('erc1155_transfer_batch')![0] ]) {
      const logs = await walk(`/api/v2/transactions/${ hash }/logs`, `${ TRANSACTION }/logs`);
      const receipt = await rpc<{ logs: RpcLog[] }>('eth_getTransactionReceipt', [ hash ]);
      expect(logs.map((log) => ({ address: (log.address as Json).hash, topics: log.topics, data: log.data, index: log.index,
        block_number: log.block_number, block_hash: log.block_hash }))).toEqual(receipt.logs.map((log) => ({
        address: getAddress(log.address), topics: [ 0, 1, 2, 3 ].map((i) => log.topics[i] ?? null), data: log.data,
        index: Number(log.logIndex), block_number: Number(log.blockNumber), block_hash: log.blockHash,
      })));
    }
    // Events of known ABIs come decoded.
    const [ transfer ] = (await get(`/api/v2/transactions/${ fixture.hashesByKind.get('erc20_transfer')![0] }/logs`)).items!;
    expect(transfer.decoded).toMatchObject({ method_id: TRANSFER_TOPIC.slice(2, 10), method_call: expect.stringMatching(/^Transfer\(/),
      parameters: [ expect.objectContaining({ name: 'from', indexed: true }), expect.objectContaining({ name: 'to', indexed: true }),
        expect.objectContaining({ indexed: false }) ] });
  });

  it('computes coin and token state changes that match the node\'s balances', async() => {
    // Blocks of one transaction (the deployment phase mines each alone): before and after are the node's balances.
    const single = await fixture.db.query<{ hash: string; number: number }>(`SELECT t.hash, b.number FROM transactions t
      JOIN blocks b ON b.hash = t.block_hash WHERE b.transactions_count = 1 AND b.number > 0 ORDER BY b.number`);
    expect(single.length).toBeGreaterThan(5);
    let tokenChecks = 0;
    for (const { hash, number } of single) {
      const { items } = await get(`/api/v2/transactions/${ hash }/state-changes`);
      const tx = await rpc<Record<string, string>>('eth_getTransactionByHash', [ hash ]);
      expect(items!.map((item) => item.address)).toEqual(expect.arrayContaining([ expect.objectContaining({ hash: getAddress(tx.from) }) ]));
      for (const item of items!) {
        const holder = (item.address as Json).hash as string;
        const token = item.token as Json | null;
        const tokenId = item.token_id as string | null;
        const [ before, after ] = token ?
          [ await tokenBalance(token.address_hash as string, holder, number - 1, tokenId), await tokenBalance(token.address_hash as string, holder, number, tokenId) ] :
          [ await coinBalance(holder, number - 1), await coinBalance(holder, number) ];
        // A token the node cannot tell a balance of (no standard balanceOf) has none stored:
        // its change is shown without balances.
        if (before === null) {
          expect(item).toMatchObject({ balance_before: null, balance_after: null, change: expect.stringMatching(/^-?\d+$/) });
          continue;
        }
        expect({ hash, holder, before: item.balance_before, after: item.balance_after }).toEqual({ hash, holder, before, after });
        if (token) tokenChecks++;
        if (!token) expect(item.change).toBe((BigInt(after!) - BigInt(before)).toString());
      }
    }
    expect(tokenChecks).toBeGreaterThan(0);
  });

  it('chains state changes through a block of many transactions, from the node\'s balance before to after', async() => {
    const [ block ] = await fixture.db.query<{ hash: string; number: number }>(
      'SELECT hash, number FROM blocks WHERE consensus AND internal_transactions_indexed ORDER BY transactions_count DESC LIMIT 1');
    const transactions = await fixture.db.query<{ hash: string }>('SELECT hash FROM transactions WHERE block_hash = $1 ORDER BY index', [ block.hash ]);
    const running = new Map<string, { before: string; after: string }>();
    for (const { hash } of transactions) {
      const { items } = await get(`/api/v2/transactions/${ hash }/state-changes`);
      for (const item of items!.filter((change) => change.type === 'coin')) {
        const holder = (item.address as Json).hash as string;
        const seen = running.get(holder);
        if (seen) expect({ holder, before: item.balance_before }).toEqual({ holder, before: seen.after });
        running.set(holder, { before: seen?.before ?? item.balance_before as string, after: item.balance_after as string });
      }
    }
    expect(running.size).toBeGreaterThan(3);
    // `items_count` skips that many changes (the list's cursor).
    const { items: all } = await get(`/api/v2/transactions/${ transactions[0].hash }/state-changes`);
    expect(all!.length).toBeGreaterThan(1);
    expect(await get(`/api/v2/transactions/${ transactions[0].hash }/state-changes?state_changes=null&items_count=1`))
      .toEqual({ items: all!.slice(1), next_page_params: null });
    for (const [ holder, { before, after } ] of running) {
      expect({ holder, before, after }).toEqual({ holder, before: await coinBalance(holder, block.number - 1), after: await coinBalance(holder, block.number) });
    }
  });

  it('answers the summary with 501 and unknown transactions with 404', async() => {
    const [ hash ] = fixture.hashesByKind.get('erc20_transfer')!;
    const summary = await app.inject(`/api/v2/transactions/${ hash }/summary`);
    expect({ status: summary.statusCode, body: summary.json() }).toEqual({ status: 501, body: { message: expect.any(String) } });
    for (const detail of [ ...DETAILS, 'summary' ]) {
      const response = await app.inject(`/api/v2/transactions/${ UNKNOWN_HASH }/${ detail }`);
      expect({ detail, status: response.statusCode, body: response.json() }).toEqual({ detail, status: 404, body: { message: 'Not found' } });
    }
  });

  const hash = keccak256(toHex('any'));
  const BAD_REQUESTS: Array<[ string, number ]> = [
    ...DETAILS.map((detail): [ string, number ] => [ `/api/v2/transactions/0x${ 'a'.repeat(63) }/${ detail }`, 422 ]),
    [ `/api/v2/transactions/${ encodeURIComponent(`${ hash }' OR 1=1--`) }/logs`, 422 ],
    [ `/api/v2/transactions/${ hash }/logs?index=-1`, 422 ],
    [ `/api/v2/transactions/${ hash }/internal-transactions?index=1e3`, 422 ],
    [ `/api/v2/transactions/${ hash }/state-changes?items_count=-50`, 422 ],
    [ `/api/v2/transactions/${ hash }/state-changes?items_count=${ '9'.repeat(30) }`, 422 ],
    [ '/api/v2/internal-transactions?transaction_hash=0x1234', 422 ],
    [ `/api/v2/internal-transactions?transaction_hash=${ encodeURIComponent("' OR 1=1") }`, 422 ],
    [ '/api/v2/internal-transactions?block_number=1&transaction_index=-2&index=0', 422 ],
    [ '/api/v2/internal-transactions?block_number=99999999999999999999&transaction_index=0&index=0', 422 ],
    [ '/api/v2/blocks/1/internal-transactions?type=nonsense', 422 ],
    [ '/api/v2/blocks/1/internal-transactions?call_type=call,nonsense', 422 ],
    [ `/api/v2/blocks/1/internal-transactions?type=${ encodeURIComponent("call' OR '1'='1") }`, 422 ],
    [ '/api/v2/blocks/1/withdrawals?index=abc', 422 ],
    [ `/api/v2/blocks/${ UNKNOWN_HASH }/internal-transactions`, 404 ],
    [ `/api/v2/blocks/${ UNKNOWN_HASH }/withdrawals`, 404 ],
    [ `/api/v2/internal-transactions?transaction_hash=${ 'f'.repeat(5000) }`, 414 ],
  ];

  it.each(BAD_REQUESTS.map(([ url, expected ]) => ({ name: url.length > 120 ? `${ url.slice(0, 80) }… (${ url.length } characters)` : url, url, expected })))(
    '$name → $expected with a message', async({ url, expected }) => {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(expected);
      expect(response.json()).toEqual({ message: expect.any(String) });
    });
});

describe('raw trace and state change arithmetic on frames the devnet does not produce', () => {
  const openapi = createOpenApiValidator();
  const [ alice, bob, contract, child ] = [ '0a', '0b', '0c', '0d' ].map((byte) => `0x${ byte.repeat(20) }`);
  const frame = (overrides: Partial<InternalTransactionRow>): InternalTransactionRow => ({
    block_hash: UNKNOWN_HASH, block_number: 1, transaction_index: 0, index: 0, transaction_hash: UNKNOWN_HASH, type: 'call', call_type: 'call',
    from_address_hash: alice, to_address_hash: contract, created_contract_address_hash: null, value: '0', gas: '100000', gas_used: '50000',
    input: '0x', output: '0x', error: null, trace_address: [], subtraces: 0, block_timestamp: new Date(0), ...overrides,
  });

  it('shows selfdestructs as Parity suicide frames, failures without a result and unknown values left out', () => {
    const trace = serializeRawTrace([
      frame({ subtraces: 3 }),
      frame({ index: 1, type: 'selfdestruct', call_type: null, from_address_hash: contract, to_address_hash: bob, value: '255', trace_address: [ 0 ] }),
      frame({ index: 2, type: 'create', call_type: null, from_address_hash: contract, to_address_hash: null, input: '0x6000', error: 'out of gas',
        trace_address: [ 1 ] }),
      frame({ index: 3, call_type: 'delegatecall', gas: null, input: null, output: null, gas_used: null, trace_address: [ 2 ] }),
    ]);
    expect(openapi.validate(`${ TRANSACTION }/raw-trace`, trace)).toEqual([]);
    expect(trace[1]).toEqual({ type: 'suicide', subtraces: 0, traceAddress: [ 0 ], action: { address: contract, balance: '0xff', refundAddress: bob } });
    expect(trace[2]).toEqual({ type: 'create', subtraces: 0, traceAddress: [ 1 ], error: 'out of gas',
      action: { from: contract, gas: toHex(100000), init: '0x6000', value: '0x0' } });
    expect(trace[3]).toEqual({ type: 'call', subtraces: 0, traceAddress: [ 2 ], result: {},
      action: { callType: 'delegatecall', from: alice, to: contract, value: '0x0' } });
  });

  it('moves no coins for reverted inner calls, delegate calls or a failed transaction beyond its fee', () => {
    const tx = { hash: UNKNOWN_HASH, index: 0, from_address_hash: alice, to_address_hash: contract, created_contract_address_hash: null,
      value: '1000', gas_used: '21000', gas_price: '3', status: 1 };
    const moves = (overrides: Partial<BlockFrameRow>): BlockFrameRow => ({ transaction_index: 0, index: 1, type: 'call', call_type: 'call',
      from_address_hash: contract, to_address_hash: bob, created_contract_address_hash: null, value: '10', error: null, trace_address: [ 0 ], ...overrides });
    const frames = [
      moves({}),
      moves({ index: 2, error: 'Reverted', trace_address: [ 1 ] }),
      moves({ index: 3, value: '20', trace_address: [ 1, 0 ] }),
      moves({ index: 4, call_type: 'delegatecall', value: '40', trace_address: [ 2 ] }),
      moves({ index: 5, type: 'create2', call_type: null, to_address_hash: null, created_contract_address_hash: child, value: '5', trace_address: [ 3 ] }),
    ];
    const fee = 21000n * 3n;
    expect(coinDeltas(tx, frames, bob, '1')).toEqual(new Map([
      [ alice, -fee - 1000n ], [ contract, 1000n - 10n - 5n ], [ bob, 10n + 21000n * 2n ], [ child, 5n ],
    ]));
    expect(coinDeltas({ ...tx, status: 0 }, frames, bob, null)).toEqual(new Map([ [ alice, -fee ], [ bob, fee ] ]));
  });
});
