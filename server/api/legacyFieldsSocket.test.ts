/** @jest-environment node */
// API_LEGACY_FIELDS on the realtime socket: two API servers on one live-indexed devnet and
// one stream of chain events, one with the setting and one without, each watched by the
// stock phoenix client. Every payload of every topic carries the old names beside the
// current ones, and without them is the payload the other server sent.
import type { Socket } from 'phoenix';
import { encodeDeployData, encodeFunctionData, getContractAddress, type Address, type Hash } from 'viem';

import './test/injectUnderJest';
import { createSilentLogger } from '../common/logger';
import type { Database } from '../db';
import { createTestDatabase } from '../db/testing';
import { getArtifact } from '../devnet/compile';
import { createDevnet, type Devnet } from '../devnet/node';
import { inProcessChainEvents, type ChainEventSource } from '../events';
import { createIndexer, type Indexer } from '../indexer/indexer';
import { waitUntil } from '../indexer/testing/verifyChain';
import { testApiConfig } from './test/config';
import { startApiServer, type ApiServer } from './server';
import { connectPhoenix, join, record, type Recorder } from './socket/test/clients';
import { missingOldNames, presentOldNames, withoutOldNames } from './test/legacyNames';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyJson = any;

/** Topics and the events recorded on them; `{…}` parts are filled in once known. */
const SUBSCRIPTIONS: Array<[ string, string[] ]> = [
  [ 'blocks:new_block', [ 'new_block' ] ],
  [ 'blocks:{miner}', [ 'new_block' ] ],
  [ 'transactions:new_transaction', [ 'transaction' ] ],
  [ 'transactions:{transfer}', [ 'collated', 'raw_trace' ] ],
  [ 'addresses:{recipient}', [ 'transaction', 'balance', 'current_coin_balance', 'coin_balance' ] ],
  [ 'addresses:{holder}', [ 'token_transfer', 'token_balance', 'transaction' ] ],
  [ 'tokens:{token}', [ 'token_transfer', 'total_supply' ] ],
  [ 'blocks:indexing', [ 'block_index_status', 'index_status' ] ],
];

describe('socket payloads with API_LEGACY_FIELDS', () => {
  let devnet: Devnet;
  let db: Database;
  let indexer: Indexer;
  let events: ChainEventSource;
  const servers: ApiServer[] = [];
  const clients: Socket[] = [];
  /** Per topic: [recorder on the legacy server, recorder on the current one]. */
  const recorders = new Map<string, [ Recorder<AnyJson>, Recorder<AnyJson> ]>();
  const request = (method: string, params: unknown[] = []) => devnet.provider.request({ method, params });
  const send = (tx: { from: Address; to?: Address; value?: bigint; data?: `0x${ string }` }) => request('eth_sendTransaction', [ {
    from: tx.from, to: tx.to, data: tx.data, value: tx.value === undefined ? undefined : `0x${ tx.value.toString(16) }`, gas: '0x2dc6c0' } ]) as Promise<Hash>;

  async function waitForIndexed(): Promise<void> {
    const head = Number(await request('eth_blockNumber'));
    await waitUntil(async() => (await db.query('SELECT 1 FROM blocks WHERE consensus')).length === head + 1, 30_000, `blocks up to ${ head }`);
  }

  async function settle(): Promise<void> {
    await Promise.all(servers.map((server) => server.socket.idle()));
    await new Promise((resolve) => setTimeout(resolve, 300));
  }

  beforeAll(async() => {
    devnet = await createDevnet({ port: 0, blockIntervalMs: 0 });
    await request('evm_setAutomine', [ false ]);
    await devnet.mine(2);
    db = await createTestDatabase();
    indexer = createIndexer({ db, rpcUrl: devnet.url, wsUrl: devnet.wsUrl, pollIntervalMs: 100, stages: { nftMetadata: false } });
    events = inProcessChainEvents(indexer.events);
    for (const env of [ { API_LEGACY_FIELDS: 'true' }, {} ]) {
      const server = await startApiServer({ db, events, logger: createSilentLogger(), config: testApiConfig({ API_PORT: '0', ...env }) });
      servers.push(server);
      clients.push(await connectPhoenix(server.url));
    }
    await indexer.start();
    await waitForIndexed();
  }, 60_000);

  afterAll(async() => {
    clients.forEach((client) => client.disconnect());
    for (const server of servers) await server.close();
    await events?.close();
    await indexer?.stop();
    await db?.close();
    await devnet?.close();
  });

  it('sends every topic\'s payloads with the old names beside the current ones, and otherwise as without the setting', async() => {
    const [ deployer, sender ] = devnet.accounts;
    const holder = devnet.accounts[4].address.toLowerCase();
    const recipient = '0x00000000000000000000000000000000000a11ce';
    const artifact = getArtifact('DemoToken');
    const nonce = Number(await request('eth_getTransactionCount', [ deployer.address, 'pending' ]));
    const token = getContractAddress({ from: deployer.address, nonce: BigInt(nonce) }).toLowerCase();
    await send({ from: deployer.address, data: encodeDeployData({ abi: artifact.abi, bytecode: artifact.bytecode, args: [ 'Old Token', 'OLD', 18 ] }) });
    // A first mint makes it a token the indexer knows; its name comes from its own stage a moment
    // later. Both servers should show it, or the transfers each one serializes below may differ by
    // when they read it.
    await send({ from: deployer.address, to: token as Address,
      data: encodeFunctionData({ abi: artifact.abi, functionName: 'mint', args: [ deployer.address, 1n ] }) });
    await devnet.mine();
    await waitForIndexed();
    await waitUntil(async() => (await db.query('SELECT 1 FROM tokens WHERE contract_address_hash = $1 AND name IS NOT NULL', [ token ])).length === 1,
      30_000, 'the token\'s metadata');
    await settle();

    const transfer = await send({ from: sender.address, to: recipient, value: 10n ** 18n });
    const mint = await send({ from: deployer.address, to: token as Address,
      data: encodeFunctionData({ abi: artifact.abi, functionName: 'mint', args: [ holder as Address, 1000n ] }) });
    const { miner } = await request('eth_getBlockByNumber', [ 'latest', false ]) as { miner: string };
    const fill = (topic: string) => topic.replace('{miner}', miner.toLowerCase()).replace('{transfer}', transfer)
      .replace('{recipient}', recipient).replace('{holder}', holder).replace('{token}', token);
    for (const [ pattern, names ] of SUBSCRIPTIONS) {
      const topic = fill(pattern);
      const [ legacy, current ] = await Promise.all(clients.map(async(client) => record<AnyJson>(await join(client, topic), names)));
      recorders.set(topic, [ legacy, current ]);
    }
    await devnet.mine();
    await waitForIndexed();
    // Each topic's first event on both servers (the indexing status comes with the indexer's next tick), then the trace.
    await Promise.all(SUBSCRIPTIONS.flatMap(([ pattern, [ first ] ]) => recorders.get(fill(pattern))!.map((recorder) => recorder.waitFor(first))));
    await recorders.get(fill('transactions:{transfer}'))![0].waitFor('raw_trace');
    await settle();
    const [ legacyHolder ] = recorders.get(fill('addresses:{holder}'))!;

    const seen = new Set<string>();
    for (const [ topic, [ legacy, current ] ] of recorders) {
      expect({ topic, received: legacy.messages.length > 0 && current.messages.length > 0 }).toEqual({ topic, received: true });
      for (const { event, payload } of legacy.messages) {
        expect({ topic, event, problems: missingOldNames(payload, seen) }).toEqual({ topic, event, problems: [] });
      }
      for (const { event, payload } of current.messages) expect({ topic, event, found: presentOldNames(payload) }).toEqual({ topic, event, found: [] });
      // The indexer's periodic status may reach one server a moment before the other: compare what both sent.
      const both = Math.min(legacy.messages.length, current.messages.length);
      expect(legacy.messages.slice(0, both).map(({ event, payload }) => ({ topic, event, payload: withoutOldNames(payload) })))
        .toEqual(current.messages.slice(0, both).map(({ event, payload }) => ({ topic, event, payload })));
    }
    // The renamed fields socket payloads have: blocks, transactions, token transfers, balances.
    expect([ ...seen ]).toEqual(expect.arrayContaining([ 'tx_count', 'transaction_count', 'tx_fees', 'internal_txs_count', 'block',
      'tx_types', 'tx_tag', 'has_error_in_internal_txs', 'tx_burnt_fee', 'actions', 'implementation_name', 'tx_hash', 'address', 'holders' ]));

    const [ newBlock ] = recorders.get('blocks:new_block')![0].messages.map((message) => message.payload).slice(-1);
    expect(newBlock.block).toMatchObject({ tx_count: 2, transaction_count: 2, transactions_count: 2 });
    const { transactions } = await recorders.get(fill('addresses:{recipient}'))![0].waitFor('transaction');
    expect(transactions[0]).toMatchObject({ hash: transfer, block: newBlock.block.height, tx_types: [ 'coin_transfer' ], actions: [] });
    const { token_transfers: transfers } = await legacyHolder.waitFor('token_transfer');
    expect(transfers[0]).toMatchObject({ tx_hash: mint, transaction_hash: mint, token: { address: expect.stringMatching(new RegExp(token, 'i')) } });
    expect(await recorders.get(fill('addresses:{recipient}'))![0].waitFor('coin_balance')).toMatchObject({ coin_balance: { tx_hash: null } });
  }, 60_000);
});
