/** @jest-environment node */
// The realtime socket against a devnet indexed live by the real indexer, in one process
// (events from `inProcessChainEvents`): the stock phoenix client receives what a user
// would see happen on the chain, checked against the node and the OpenAPI document.
import type { Socket } from 'phoenix';
import { encodeDeployData, encodeFunctionData, getAddress, getContractAddress, toHex, type Address, type Hash } from 'viem';

import './test/injectUnderJest';
import { createSilentLogger } from '../common/logger';
import type { Database } from '../db';
import { createTestDatabase } from '../db/testing';
import { createDevnet, type Devnet } from '../devnet/node';
import { getArtifact } from '../devnet/compile';
import { inProcessChainEvents, type ChainEventSource } from '../events';
import { createIndexer, type Indexer } from '../indexer/indexer';
import { waitUntil } from '../indexer/testing/verifyChain';
import { testApiConfig } from './test/config';
import { startApiServer, type ApiServer } from './server';
import { connectPhoenix, join, record } from './socket/test/clients';
import { createOpenApiValidator } from './test/openapi';

type Json = Record<string, unknown>;
type NewBlock = { average_block_time: string; block: Json & { height: number; hash: string; miner: { hash: string } } };

const PRE_MINED_BLOCKS = 5;
const BLOCK = '/v2/blocks/{block_hash_or_number_param}';

describe('socket broadcasts from a live indexer', () => {
  let devnet: Devnet;
  let db: Database;
  let indexer: Indexer;
  let events: ChainEventSource;
  let server: ApiServer;
  let client: Socket;
  const openapi = createOpenApiValidator();
  const request = (method: string, params: unknown[] = []) => devnet.provider.request({ method, params });

  async function send(tx: { from: Address; to?: Address; value?: bigint; data?: `0x${ string }` }): Promise<Hash> {
    return await request('eth_sendTransaction', [ { from: tx.from, to: tx.to, value: tx.value === undefined ? undefined : toHex(tx.value), data: tx.data,
      gas: toHex(3_000_000) } ]) as Hash;
  }

  async function indexedHead(): Promise<number> {
    const [ row ] = await db.query<{ number: number | null }>('SELECT max(number) AS number FROM blocks WHERE consensus');
    return row.number ?? -1;
  }

  async function waitForIndexed(): Promise<void> {
    const head = Number(await request('eth_blockNumber'));
    await waitUntil(async() => (await db.query('SELECT 1 FROM blocks WHERE consensus')).length === head + 1, 30_000, `blocks up to ${ head }`);
  }

  let newBlocks: ReturnType<typeof record<NewBlock>>;

  /** Waits until every event so far is broadcast and the client had time to read it. */
  async function settle(): Promise<void> {
    await server.socket.idle();
    await new Promise((resolve) => setTimeout(resolve, 300));
  }

  beforeAll(async() => {
    devnet = await createDevnet({ port: 0, blockIntervalMs: 0 });
    await request('evm_setAutomine', [ false ]);
    await devnet.mine(PRE_MINED_BLOCKS);
    db = await createTestDatabase();
    indexer = createIndexer({ db, rpcUrl: devnet.url, wsUrl: devnet.wsUrl, pollIntervalMs: 100, stages: { nftMetadata: false } });
    events = inProcessChainEvents(indexer.events);
    server = await startApiServer({ db, events, logger: createSilentLogger(), config: testApiConfig({ API_PORT: '0' }) });
    // Joined before the indexer starts: catch-up of the existing blocks happens in view.
    client = await connectPhoenix(server.url);
    newBlocks = record<NewBlock>(await join(client, 'blocks:new_block'), [ 'new_block' ]);
    await indexer.start();
    await waitForIndexed();
  }, 60_000);

  afterAll(async() => {
    client?.disconnect();
    await server?.close();
    await events?.close();
    await indexer?.stop();
    await db?.close();
    await devnet?.close();
  });

  it('announces each new consensus block once, in order, and not the older blocks catch-up fills in', async() => {
    await newBlocks.waitFor('new_block', (payload) => payload.block.height === PRE_MINED_BLOCKS);
    await settle();
    // Only the head the indexer found at start is new; heights below it came from catch-up.
    expect(newBlocks.messages.map((message) => message.payload.block.height)).toEqual([ PRE_MINED_BLOCKS ]);

    const [ account ] = devnet.accounts;
    const node = await request('eth_getBlockByNumber', [ 'latest', false ]) as { miner: Address };
    const byMiner = record<NewBlock>(await join(client, `blocks:${ node.miner.toLowerCase() }`), [ 'new_block' ]);
    const transactionCounts = record(await join(client, 'transactions:new_transaction'), [ 'transaction' ]);
    await send({ from: account.address, to: devnet.accounts[1].address, value: 1n });
    await send({ from: account.address, to: devnet.accounts[2].address, value: 2n });
    await devnet.mine();
    await devnet.mine(2);
    const head = PRE_MINED_BLOCKS + 3;
    await newBlocks.waitFor('new_block', (payload) => payload.block.height === head);
    await settle();

    const heights = newBlocks.messages.map((message) => message.payload.block.height);
    expect(heights).toEqual([ PRE_MINED_BLOCKS, PRE_MINED_BLOCKS + 1, PRE_MINED_BLOCKS + 2, head ]);
    for (const { payload } of newBlocks.messages.slice(1)) {
      expect(openapi.validate(BLOCK, payload.block)).toEqual([]);
      expect(payload.average_block_time).toMatch(/^\d+$/);
      const block = await request('eth_getBlockByNumber', [ toHex(payload.block.height), false ]) as { hash: string; miner: string; transactions: string[] };
      expect(payload.block).toMatchObject({ hash: block.hash, miner: { hash: getAddress(block.miner) }, transactions_count: block.transactions.length, type: 'block' });
    }
    expect(byMiner.messages.map((message) => message.payload.block.height)).toEqual([ PRE_MINED_BLOCKS + 1, PRE_MINED_BLOCKS + 2, head ]);
    expect(transactionCounts.messages.map((message) => message.payload)).toEqual([ { transaction: 2 } ]);
  });

  it('tells watchers of an address about its new transactions and balance', async() => {
    const [ , sender ] = devnet.accounts;
    const recipient = '0x00000000000000000000000000000000000a11ce' as Address;
    // The frontend lower-cases address topics; a checksummed spelling reaches the same topic.
    const toRecipient = record(await join(client, `addresses:${ getAddress(recipient) }`),
      [ 'transaction', 'balance', 'current_coin_balance', 'coin_balance', 'pending_transaction' ]);
    const fromSender = record(await join(client, `addresses:${ sender.address.toLowerCase() }`), [ 'transaction', 'balance' ]);
    const value = 10n ** 18n;
    const hash = await send({ from: sender.address, to: recipient, value });
    await devnet.mine();
    const receipt = await request('eth_getTransactionReceipt', [ hash ]) as { blockNumber: string };
    const blockNumber = Number(receipt.blockNumber);

    const { transactions } = await toRecipient.waitFor('transaction') as { transactions: Json[] };
    expect(transactions.map((item) => item.hash)).toEqual([ hash ]);
    expect(openapi.validate('/v2/transactions', { items: transactions, next_page_params: null })).toEqual([]);
    expect(transactions[0]).toMatchObject({ from: { hash: sender.address }, to: { hash: getAddress(recipient) }, value: value.toString(), block_number: blockNumber });
    expect(await toRecipient.waitFor('balance')).toEqual({ balance: value.toString(), block_number: blockNumber, exchange_rate: null });
    expect(await toRecipient.waitFor('current_coin_balance')).toEqual({ coin_balance: value.toString(), block_number: blockNumber, exchange_rate: null });
    expect(await toRecipient.waitFor('coin_balance')).toEqual({ coin_balance: expect.objectContaining({
      block_number: blockNumber, value: value.toString(), delta: value.toString(), transaction_hash: null,
    }) });

    expect(((await fromSender.waitFor('transaction')) as { transactions: Json[] }).transactions.map((item) => item.hash)).toEqual([ hash ]);
    const senderBalance = BigInt(await request('eth_getBalance', [ sender.address, toHex(blockNumber) ]) as string);
    expect(await fromSender.waitFor('balance')).toEqual({ balance: senderBalance.toString(), block_number: blockNumber, exchange_rate: null });
    await settle();
    expect(toRecipient.messages.filter((message) => message.event === 'transaction')).toHaveLength(1);
  });

  it('tells watchers of a pending transaction that it was mined', async() => {
    const [ , , sender ] = devnet.accounts;
    const hash = await send({ from: sender.address, to: devnet.accounts[3].address, value: 5n });
    // Transaction hashes are joined as they appear in the URL, in any case.
    const collated = record(await join(client, `transactions:0x${ hash.slice(2).toUpperCase() }`), [ 'collated' ]);
    const other = record(await join(client, `transactions:0x${ 'ab'.repeat(32) }`), [ 'collated' ]);
    await devnet.mine();
    expect(await collated.waitFor('collated')).toEqual({});
    await settle();
    expect(other.messages).toEqual([]);
  });

  it('reports a new contract, token transfers, supply and balances to their watchers, and a watched transaction\'s raw trace', async() => {
    const [ deployer ] = devnet.accounts;
    const holder = devnet.accounts[4].address;
    const artifact = getArtifact('DemoToken');
    const nonce = Number(await request('eth_getTransactionCount', [ deployer.address, 'pending' ]));
    const token = getContractAddress({ from: deployer.address, nonce: BigInt(nonce) });
    const contract = record(await join(client, `addresses:${ token }`), [ 'fetched_bytecode' ]);
    await send({ from: deployer.address, data: encodeDeployData({ abi: artifact.abi, bytecode: artifact.bytecode, args: [ 'Socket Token', 'SOCK', 18 ] }) });
    await devnet.mine();
    const code = await request('eth_getCode', [ token, 'latest' ]) as string;
    expect(code.length).toBeGreaterThan(2);
    expect(await contract.waitFor('fetched_bytecode')).toEqual({ fetched_bytecode: code });

    const tokenTopic = record(await join(client, `tokens:${ token.toLowerCase() }`), [ 'token_transfer', 'total_supply' ]);
    const holderTopic = record(await join(client, `addresses:${ holder }`), [ 'token_balance', 'token_transfer' ]);
    const mint = (value: bigint) => send({ from: deployer.address, to: token, data: encodeFunctionData({ abi: artifact.abi, functionName: 'mint', args: [ holder, value ] }) });
    const mints = [ await mint(1000n), await mint(234n) ];
    // The frontend joins a transaction's topic with the hash from the URL; its trace follows once fetched.
    const traced = record(await join(client, `transactions:${ mints[0] }`), [ 'collated', 'raw_trace' ]);
    await devnet.mine();
    expect(await tokenTopic.waitFor('token_transfer')).toEqual({ token_transfer: 2 });
    expect(await tokenTopic.waitFor('total_supply')).toEqual({ total_supply: '1234' });
    const { block_number: blockNumber } = await holderTopic.waitFor('token_balance') as { block_number: number };
    expect(blockNumber).toBe(await indexedHead());

    const { token_transfers: transfers } = await holderTopic.waitFor('token_transfer') as { token_transfers: Json[] };
    expect(openapi.validate('/v2/token-transfers', { items: transfers, next_page_params: null })).toEqual([]);
    // Newest first, as the address's transfer list shows them.
    expect(transfers.map((item) => [ item.transaction_hash, (item.total as Json).value, (item.to as Json).hash, item.type ]))
      .toEqual([ [ mints[1], '234', holder, 'token_minting' ], [ mints[0], '1000', holder, 'token_minting' ] ]);

    expect(await traced.waitFor('collated')).toEqual({});
    const { raw_trace: trace } = await traced.waitFor('raw_trace') as { raw_trace: Json[] };
    expect(openapi.validate('/v2/transactions/{transaction_hash_param}/raw-trace', trace)).toEqual([]);
    expect(trace[0]).toMatchObject({ type: 'call', traceAddress: [], action: { callType: 'call', from: deployer.address.toLowerCase(), to: token.toLowerCase() } });
  });

  it('announces the block that replaces another at its height after a reorg', async() => {
    const snapshot = await request('evm_snapshot') as string;
    await devnet.mine();
    const lostHeight = Number(await request('eth_blockNumber'));
    const lost = await newBlocks.waitFor('new_block', (payload) => payload.block.height === lostHeight);
    await request('evm_revert', [ snapshot ]);
    await send({ from: devnet.accounts[5].address, to: devnet.accounts[6].address, value: 7n });
    await devnet.mine();
    await devnet.mine();
    const replacement = await request('eth_getBlockByNumber', [ toHex(lostHeight), false ]) as { hash: string };
    expect(replacement.hash).not.toBe(lost.block.hash);
    const announced = await newBlocks.waitFor('new_block', (payload) => payload.block.hash === replacement.hash);
    expect(announced.block).toMatchObject({ height: lostHeight, type: 'block', transactions_count: 1 });
    await newBlocks.waitFor('new_block', (payload) => payload.block.height === lostHeight + 1);
    await settle();
    // The lost block was announced once, its replacement once, the next height once.
    const atHeights = newBlocks.messages.map((message) => message.payload.block).filter((block) => block.height >= lostHeight);
    expect(atHeights.map((block) => block.hash).sort()).toEqual([ lost.block.hash, replacement.hash,
      (await request('eth_getBlockByNumber', [ toHex(lostHeight + 1), false ]) as { hash: string }).hash ].sort());
  });

  it('broadcasts the indexing status as blocks arrive', async() => {
    const indexing = record(await join(client, 'blocks:indexing'), [ 'block_index_status', 'index_status' ]);
    await devnet.mine();
    expect(await indexing.waitFor('block_index_status')).toEqual({ finished: true, ratio: '1.00', node_reachable: true });
    expect(await indexing.waitFor('index_status')).toEqual({ finished: true, ratio: '1.00', node_reachable: true });
  });
});
