/** @jest-environment node */
// The rollup stage against a local L1 with the demo's portal and oracle (OP's events): each event
// is stored once, an L1 reorg removes the lost block's rows and the new branch's come in, a new
// stage (a restart) carries on from the cursor, and a provider that refuses wide log ranges is
// read in smaller ones.
import { encodeAbiParameters, encodeFunctionData, getContractAddress, pad, type Address, type Hex } from 'viem';

import '../../api/test/injectUnderJest';
import { createSilentLogger } from '../../common/logger';
import type { Database } from '../../db';
import { insertRows } from '../../db';
import { listWithdrawals } from '../../db/queries/optimism';
import { createTestDatabase } from '../../db/testing';
import { getArtifact } from '../../devnet/compile';
import { createDevnet, type Devnet } from '../../devnet/node';
import { readRollupConfig, type RollupConfig } from './config';
import { buildApp } from '../../api/app';
import { createApiClient } from '../../api/test/apiClient';
import { testApiConfig } from '../../api/test/config';
import { OPTIMISM_SPEC_PATH } from '../../api/test/openapi';
import { createRpcClient, type RpcClient } from '../rpc/client';
import { TOPICS } from './opEvents';
import { createRollupStage } from './stage';

const DEPLOY_GAS = '0x500000';

describe('rollup stage on a local L1', () => {
  let l1: Devnet;
  let db: Database;
  let config: RollupConfig;
  let portal: Address;
  let oracle: Address;
  let factory: Address;

  const request = <T>(method: string, params: unknown[] = []) => l1.provider.request({ method, params }) as Promise<T>;
  const send = (data: Hex, to?: Address, value = 0n) => request<Hex>('eth_sendTransaction', [ {
    from: l1.accounts[0].address, ...to ? { to } : {}, data, gas: DEPLOY_GAS, value: `0x${ value.toString(16) }` } ]);

  async function deposit(to: Address, value: bigint) {
    const { abi } = getArtifact('DemoOptimismPortal');
    return send(encodeFunctionData({ abi, functionName: 'depositTransaction', args: [ to, value, 100_000n, false, '0x' ] }), portal, value);
  }

  async function catchUp(rpc: RpcClient = createRpcClient({ url: l1.url, maxRetries: 0 })) {
    const stage = createRollupStage({ db, l1: rpc, config, logger: createSilentLogger() });
    for (let round = 0; round < 100 && await stage.step() > 0; round++) { /* until idle */ }
  }

  const deposits = () => db.query<{ l1_transaction_hash: string; l1_block_hash: string; value: string; l2_gas_limit: string; l1_transaction_origin: string }>(
    'SELECT l1_transaction_hash, l1_block_hash, value, l2_gas_limit, l1_transaction_origin FROM op_deposits ORDER BY l1_block_number');

  beforeAll(async() => {
    l1 = await createDevnet({ port: 0, chainId: 900, blockIntervalMs: 0 });
    db = await createTestDatabase();
    const deployer = l1.accounts[0].address;
    const nonce = BigInt(await request<Hex>('eth_getTransactionCount', [ deployer, 'latest' ]));
    oracle = getContractAddress({ from: deployer, nonce });
    portal = getContractAddress({ from: deployer, nonce: nonce + 1n });
    await send(`${ getArtifact('DemoL2OutputOracle').bytecode }${ encodeAbiParameters([ { type: 'uint256' } ], [ 3600n ]).slice(2) }` as Hex);
    await send(`${ getArtifact('DemoOptimismPortal').bytecode }${ encodeAbiParameters([ { type: 'address' } ], [ oracle ]).slice(2) }` as Hex);
    factory = getContractAddress({ from: deployer, nonce: nonce + 2n });
    await send(getArtifact('DemoDisputeGameFactory').bytecode);
    config = readRollupConfig({ INDEXER_OPTIMISM_L1_RPC: l1.url, INDEXER_OPTIMISM_L1_PORTAL_CONTRACT: portal,
      INDEXER_OPTIMISM_L1_OUTPUT_ORACLE_CONTRACT: oracle, INDEXER_OPTIMISM_L1_DISPUTE_GAME_FACTORY: factory, INDEXER_OPTIMISM_L1_LOGS_RANGE: '4' })!;
  }, 60_000);

  afterAll(async() => {
    await db?.close();
    await l1?.close();
  });

  it('stores each deposit and output root once, with its origin and the oracle\'s challenge period', async() => {
    const first = await deposit('0x00000000000000000000000000000000000000aa', 5n);
    const { abi } = getArtifact('DemoL2OutputOracle');
    await send(encodeFunctionData({ abi, functionName: 'proposeL2Output', args: [ pad('0x1234'), 10n ] }), oracle);
    await l1.mine(9);
    await catchUp();
    await catchUp();
    expect(await deposits()).toEqual([ expect.objectContaining({ l1_transaction_hash: first, value: '5', l2_gas_limit: '100000',
      l1_transaction_origin: l1.accounts[0].address.toLowerCase() }) ]);
    const roots = await db.query<{ l2_output_index: string; l2_block_number: string; output_root: string }>(
      'SELECT l2_output_index, l2_block_number, output_root FROM op_output_roots');
    expect(roots.map((row) => [ Number(row.l2_output_index), Number(row.l2_block_number), row.output_root ])).toEqual([ [ 0, 10, pad('0x1234') ] ]);
    expect(await db.query(`SELECT value FROM indexer_state WHERE key = 'op_challenge_period_seconds'`)).toEqual([ { value: 3600 } ]);
  }, 60_000);

  it('forgets the rows of L1 blocks a reorg removed and reads the new branch', async() => {
    const snapshot = await request<Hex>('evm_snapshot');
    const lost = await deposit('0x00000000000000000000000000000000000000bb', 7n);
    await catchUp();
    expect((await deposits()).map((row) => row.l1_transaction_hash)).toContain(lost);

    await request('evm_revert', [ snapshot ]);
    await l1.mine(1);
    const kept = await deposit('0x00000000000000000000000000000000000000cc', 9n);
    await l1.mine(2);
    await catchUp();
    const hashes = (await deposits()).map((row) => row.l1_transaction_hash);
    expect(hashes).not.toContain(lost);
    expect(hashes).toContain(kept);
    // Every stored row is on the L1's chain now.
    for (const row of await deposits()) {
      const receipt = await request<{ blockHash: string } | null>('eth_getTransactionReceipt', [ row.l1_transaction_hash ]);
      expect(receipt?.blockHash).toBe(row.l1_block_hash);
    }
  }, 60_000);

  it('resumes from its cursor after a restart, and reads in smaller ranges while the provider refuses wide ones', async() => {
    const before = (await deposits()).length;
    const later = await deposit('0x00000000000000000000000000000000000000dd', 11n);
    await l1.mine(12);
    // A provider that refuses eth_getLogs over more than two blocks, as hosted nodes do with their own limits.
    const strict = createRpcClient({ url: l1.url, maxRetries: 0 });
    const refusing: RpcClient = {
      ...strict, url: strict.url, outage: strict.outage, requestOnce: strict.requestOnce,
      async request<T>(method: string, params: unknown[] = []): Promise<T> {
        if (method === 'eth_getLogs') {
          const { fromBlock, toBlock } = params[0] as { fromBlock: Hex; toBlock: Hex };
          if (Number(toBlock) - Number(fromBlock) > 1) return strict.requestOnce('eth_getLogs_too_wide', []);
        }
        return strict.request<T>(method, params);
      },
    };
    await catchUp(refusing);
    const rows = await deposits();
    expect(rows).toHaveLength(before + 1);
    expect(rows.filter((row) => row.l1_transaction_hash === later)).toHaveLength(1);
    const [ cursor ] = await db.query<{ value: number }>(`SELECT value FROM indexer_state WHERE key = 'op_l1_cursor'`);
    expect(Number(cursor.value)).toBe(Number(await request<Hex>('eth_blockNumber')));
  }, 60_000);

  it('records the factory\'s dispute games with their L2 blocks and indexes, then their results, served as the optimism document says', async() => {
    const { abi } = getArtifact('DemoDisputeGameFactory');
    for (const [ claim, l2Block ] of [ [ '0xc1', 20n ], [ '0xc2', 30n ] ] as const) {
      await send(encodeFunctionData({ abi, functionName: 'create', args: [ 0, pad(claim), l2Block ] }), factory);
    }
    await catchUp();
    type Game = { game_index: string; game_type: number; l2_block_number: string; root_claim: string; status: number; resolved_at: Date | null;
      contract_address_hash: string };
    const games = () => db.query<Game>('SELECT * FROM op_dispute_games ORDER BY game_index');
    expect((await games()).map((game) => [ Number(game.game_index), Number(game.l2_block_number), game.root_claim, game.status ]))
      .toEqual([ [ 0, 20, pad('0xc1'), 0 ], [ 1, 30, pad('0xc2'), 0 ] ]);

    // The defender wins the first: its result is read on the next round.
    const [ first ] = await games();
    await send(encodeFunctionData({ abi: getArtifact('DemoDisputeGame').abi, functionName: 'resolve', args: [ 2 ] }), first.contract_address_hash as Address);
    await catchUp();
    const [ resolved, open ] = await games();
    expect([ resolved.status, resolved.resolved_at instanceof Date, open.status, open.resolved_at ]).toEqual([ 2, true, 0, null ]);

    const app = buildApp({ db, config: testApiConfig({ INDEXER_OPTIMISM_L1_RPC: l1.url, INDEXER_OPTIMISM_L1_PORTAL_CONTRACT: portal,
      INDEXER_OPTIMISM_L1_DISPUTE_GAME_FACTORY: factory }) });
    try {
      const { getValid } = createApiClient(() => app, { specPath: OPTIMISM_SPEC_PATH });
      const page = await getValid('/api/v2/optimism/games', '/v2/optimism/games');
      expect(page.items.map((game: { index: number; status: string; l2_block_number: number }) => [ game.index, game.status, game.l2_block_number ]))
        .toEqual([ [ 1, 'In progress', 30 ], [ 0, 'Defender wins', 20 ] ]);
      expect(await getValid('/api/v2/optimism/games/count', '/v2/optimism/games/count')).toBe(2);
    } finally {
      await app.close();
    }

    // A withdrawal started in L2 block 25: the game at 30 covers it while its challenger has not won.
    const blockHash = pad('0x25', { size: 32 });
    await insertRows(db, 'blocks', [ { hash: blockHash, number: 25, parent_hash: pad('0x24', { size: 32 }), timestamp: new Date().toISOString(),
      miner_hash: `0x${ '11'.repeat(20) }`, gas_used: '0', gas_limit: '30000000', nonce: '0x0000000000000000', transactions_count: 1 } ]);
    await insertRows(db, 'logs', [ { block_hash: blockHash, index: 0, block_number: 25, transaction_hash: pad('0x77', { size: 32 }), transaction_index: 0,
      address_hash: config.messagePasser, first_topic: TOPICS.messagePassed, second_topic: pad('0x01', { size: 32 }),
      third_topic: pad(l1.accounts[0].address.toLowerCase() as Hex, { size: 32 }), fourth_topic: pad(l1.accounts[1].address.toLowerCase() as Hex, { size: 32 }),
      data: encodeAbiParameters([ { type: 'uint256' }, { type: 'uint256' }, { type: 'bytes' }, { type: 'bytes32' } ], [ 1n, 100_000n, '0x', pad('0xee') ]) } ]);
    const covered = async() => (await listWithdrawals(db, { messagePasser: config.messagePasser, limit: 5 })).map((row) => row.has_output_root);
    expect(await covered()).toEqual([ true ]);
    await send(encodeFunctionData({ abi: getArtifact('DemoDisputeGame').abi, functionName: 'resolve', args: [ 1 ] }), open.contract_address_hash as Address);
    await catchUp();
    expect(await covered()).toEqual([ false ]);
  }, 60_000);
});
