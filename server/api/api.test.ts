/** @jest-environment node */
// The API against a devnet indexed by the real indexer: every endpoint's JSON against
// Blockscout's OpenAPI document, pagination to the end, and values against the node.
import type { FastifyInstance } from 'fastify';
import { getAddress, toHex, type Hash } from 'viem';

import './test/injectUnderJest';
import { buildApp } from './app';
import { testApiConfig } from './test/config';
import { openSharedChainFixture, PENDING_TRANSACTIONS, type ChainFixture } from './test/chainFixture';
import { createApiClient } from './test/apiClient';

type Json = Record<string, unknown> & { items?: Json[]; next_page_params?: Record<string, unknown> | null };
type RpcBlock = { hash: Hash; parentHash: Hash; miner: string; gasUsed: string; gasLimit: string; baseFeePerGas: string;
  timestamp: string; size: string; transactions: Hash[] };

const BLOCK = '/v2/blocks/{block_hash_or_number_param}';
const TRANSACTION = '/v2/transactions/{transaction_hash_param}';

describe('REST API v2 on an indexed devnet', () => {
  let fixture: ChainFixture;
  let app: FastifyInstance;
  const { get, getValid, walk } = createApiClient<Json>(() => app);

  beforeAll(async() => {
    fixture = await openSharedChainFixture();
    app = buildApp({ db: fixture.db, config: testApiConfig({}) });
  }, 180_000);

  afterAll(async() => {
    await app?.close();
    await fixture?.close();
  });

  async function count(sql: string): Promise<number> {
    const [ row ] = await fixture.db.query<{ n: number }>(sql);
    return Number(row.n);
  }

  it('answers the list and config endpoints as the OpenAPI document describes', async() => {
    expect(await getValid('/api/v2/config/backend-version', '/v2/config/backend-version')).toEqual({ backend_version: 'v0.1.0-qnm' });
    expect(await getValid('/api/v2/main-page/indexing-status', '/v2/main-page/indexing-status')).toEqual({
      finished_indexing: true, finished_indexing_blocks: true, indexed_blocks_ratio: '1.00', indexed_internal_transactions_ratio: '1.00',
      node_reachable: true,
    });
    expect(await getValid('/api/v2/main-page/blocks', '/v2/main-page/blocks')).toHaveLength(4);
    expect(await getValid('/api/v2/main-page/transactions', '/v2/main-page/transactions')).toHaveLength(6);
    for (const query of [ '', '?type=block', '?type=reorg', '?type=uncle' ]) await getValid(`/api/v2/blocks${ query }`, '/v2/blocks');
    for (const query of [ '', '?filter=validated', '?filter=pending', '?type=token_transfer,contract_creation', '?method=0xa9059cbb,approve' ]) {
      await getValid(`/api/v2/transactions${ query }`, '/v2/transactions');
    }
  });

  it('answers every block and transaction detail as the OpenAPI document describes', async() => {
    const blocks = await fixture.db.query<{ number: number; hash: string; consensus: boolean }>(
      'SELECT number, hash, consensus FROM blocks WHERE transactions_count > 0 OR number = 0 OR NOT consensus ORDER BY number');
    for (const block of blocks) {
      await getValid(`/api/v2/blocks/${ block.hash }`, BLOCK);
      if (block.consensus) await getValid(`/api/v2/blocks/${ block.number }`, BLOCK);
      await getValid(`/api/v2/blocks/${ block.number }/transactions`, `${ BLOCK }/transactions`);
    }
    const transactions = await fixture.db.query<{ hash: string }>('SELECT hash FROM transactions');
    for (const { hash } of transactions) await getValid(`/api/v2/transactions/${ hash }`, TRANSACTION);
  }, 60_000);

  it('walks /api/v2/blocks to the end and finds every block once', async() => {
    const items = await walk('/api/v2/blocks', '/v2/blocks');
    const heights = items.map((item) => item.height as number);
    expect(new Set(heights).size).toBe(heights.length);
    expect(heights.length).toBe(await count('SELECT count(*) AS n FROM blocks WHERE consensus'));
    expect(heights.length).toBeGreaterThan(50);
    expect(heights).toEqual([ ...heights ].sort((a, b) => b - a));
    const lost = await walk('/api/v2/blocks?type=reorg', '/v2/blocks');
    expect(lost.map((item) => item.hash).sort()).toEqual([ ...fixture.lostBlockHashes ].sort());
    expect(await walk('/api/v2/blocks?type=uncle', '/v2/blocks')).toEqual([]);
  });

  it('walks /api/v2/transactions to the end and finds every transaction once', async() => {
    const validated = await walk('/api/v2/transactions', '/v2/transactions');
    const hashes = validated.map((item) => item.hash);
    expect(new Set(hashes).size).toBe(hashes.length);
    expect(hashes.length).toBe(await count('SELECT count(*) AS n FROM transactions WHERE block_hash IS NOT NULL'));
    expect(hashes.length).toBeGreaterThan(50);
    const order = validated.map((item) => [ item.block_number as number, item.position as number ]);
    expect(order).toEqual([ ...order ].sort((a, b) => b[0] - a[0] || b[1] - a[1]));

    const pending = await walk('/api/v2/transactions?filter=pending', '/v2/transactions');
    expect(new Set(pending.map((item) => item.hash)).size).toBe(PENDING_TRANSACTIONS);
    expect(pending.every((item) => item.block_number === null && item.result === 'pending')).toBe(true);

    const filtered = await walk('/api/v2/transactions?type=token_transfer', '/v2/transactions');
    expect(filtered.length).toBe(await count('SELECT count(DISTINCT transaction_hash) AS n FROM token_transfers'));
    expect(filtered.every((item) => (item.transaction_types as string[]).includes('token_transfer'))).toBe(true);
    const byMethod = await walk('/api/v2/transactions?method=0xA9059CBB', '/v2/transactions');
    expect(byMethod.length).toBe(await count(`SELECT count(*) AS n FROM transactions WHERE method_id = '0xa9059cbb' AND block_hash IS NOT NULL`));
  });

  it('shows a block as the node has it', async() => {
    const [ { number } ] = await fixture.db.query<{ number: number }>(
      'SELECT number FROM blocks WHERE consensus ORDER BY transactions_count DESC, number DESC LIMIT 1');
    const node = await fixture.devnet.provider.request({ method: 'eth_getBlockByNumber', params: [ toHex(number), false ] }) as RpcBlock;
    const block = await get(`/api/v2/blocks/${ number }`);
    expect(block).toMatchObject({
      height: number, hash: node.hash, parent_hash: node.parentHash, type: 'block',
      timestamp: new Date(Number(node.timestamp) * 1000).toISOString(), size: Number(node.size),
      miner: expect.objectContaining({ hash: getAddress(node.miner) }),
      gas_used: BigInt(node.gasUsed).toString(), gas_limit: BigInt(node.gasLimit).toString(),
      base_fee_per_gas: BigInt(node.baseFeePerGas).toString(),
      burnt_fees: (BigInt(node.baseFeePerGas) * BigInt(node.gasUsed)).toString(),
      transactions_count: node.transactions.length,
    });
    const transactions = await get(`/api/v2/blocks/${ node.hash.toUpperCase().replace('0X', '0x') }/transactions`);
    expect(transactions.items!.map((item) => item.hash)).toEqual(node.transactions);
  });

  it('shows transactions as the node has them', async() => {
    const [ transfer ] = fixture.hashesByKind.get('erc20_transfer')!;
    const [ reverted ] = fixture.hashesByKind.get('revert_require')!;
    for (const hash of [ transfer, reverted ]) {
      const node = await fixture.devnet.provider.request({ method: 'eth_getTransactionByHash', params: [ hash ] }) as Record<string, string>;
      const receipt = await fixture.devnet.provider.request({ method: 'eth_getTransactionReceipt', params: [ hash ] }) as Record<string, string>;
      const transaction = await get(`/api/v2/transactions/${ hash.toUpperCase().replace('0X', '0x') }`);
      expect(transaction).toMatchObject({
        hash, block_number: Number(node.blockNumber), position: Number(node.transactionIndex), nonce: Number(node.nonce),
        from: expect.objectContaining({ hash: getAddress(node.from) }), to: expect.objectContaining({ hash: getAddress(node.to), is_contract: true }),
        value: BigInt(node.value).toString(), gas_limit: BigInt(node.gas).toString(), gas_used: BigInt(receipt.gasUsed).toString(),
        gas_price: BigInt(receipt.effectiveGasPrice).toString(), type: Number(node.type), raw_input: node.input,
        status: receipt.status === '0x1' ? 'ok' : 'error',
        decoded_input: expect.objectContaining({ method_id: node.input.slice(2, 10) }),
        fee: { type: 'actual', value: (BigInt(receipt.gasUsed) * BigInt(receipt.effectiveGasPrice)).toString() },
      });
      // The method shown is the decoded function's name.
      const decoded = transaction.decoded_input as { method_call: string };
      expect(transaction.method).toBe(decoded.method_call.split('(')[0]);
    }
    expect(await get(`/api/v2/transactions/${ transfer }`)).toMatchObject({
      method: 'transfer', result: 'success', transaction_types: [ 'contract_call', 'token_transfer' ], token_transfers_overflow: false,
      token_transfers: [ expect.objectContaining({ type: 'token_transfer', token_type: 'ERC-20', token: expect.objectContaining({ symbol: expect.any(String) }) }) ],
    });
    expect(await get(`/api/v2/transactions/${ reverted }`)).toMatchObject({
      result: expect.stringMatching(/revert/i), token_transfers: [],
      revert_reason: { method_call: 'Error(string reason)', method_id: '08c379a0',
        parameters: [ expect.objectContaining({ name: 'reason', type: 'string', value: expect.any(String) }) ] },
    });
  });

  it('marks contract creations and token creations', async() => {
    const [ token ] = await fixture.db.query<{ hash: string; created: string }>(`SELECT t.hash, t.created_contract_address_hash AS created
      FROM transactions t JOIN tokens k ON k.contract_address_hash = t.created_contract_address_hash WHERE t.to_address_hash IS NULL LIMIT 1`);
    expect(await get(`/api/v2/transactions/${ token.hash }`)).toMatchObject({
      to: null, method: null, transaction_types: expect.arrayContaining([ 'contract_creation', 'token_creation' ]),
      created_contract: expect.objectContaining({ hash: getAddress(token.created), is_contract: true, name: expect.any(String) }),
    });
  });

  it('answers a lost block as reorg on its hash and the consensus block on its height', async() => {
    const [ lostHash ] = fixture.lostBlockHashes;
    const lost = await get(`/api/v2/blocks/${ lostHash }`);
    expect(lost).toMatchObject({ hash: lostHash, type: 'reorg' });
    const current = await get(`/api/v2/blocks/${ lost.height }`);
    expect(current).toMatchObject({ height: lost.height, type: 'block' });
    expect(current.hash).not.toBe(lostHash);
  });
});
