/** @jest-environment node */
import { inflateSync } from 'node:zlib';

import { createPublicClient, fromRlp, hexToBytes, http, type Hex, type PublicClient } from 'viem';

import { createSilentLogger } from '../logger';
import { createDevnet, type Devnet } from '../node';
import { rollupAccounts } from './accounts';
import { BATCH_INBOX_ADDRESS, plannedRollupSettings, startRollupDemo, type RollupDemo } from './index';
import {
  DEPOSIT_RELAYED, decodeDepositOpaqueData, hashWithdrawal, MESSAGE_PASSED, OUTPUT_PROPOSED, TRANSACTION_DEPOSITED, userDepositSourceHash, WITHDRAWAL_FINALIZED,
  WITHDRAWAL_PROVEN,
} from './opProtocol';

const WAIT_MS = 30_000;

async function waitFor<T>(read: () => Promise<T | undefined>, what: string): Promise<T> {
  const deadline = Date.now() + WAIT_MS;
  while (Date.now() < deadline) {
    const value = await read();
    if (value !== undefined) return value;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`no ${ what } within ${ WAIT_MS } ms`);
}

function readUvarint(bytes: Uint8Array, offset: number): [ number, number ] {
  let value = 0;
  for (let index = offset, shift = 0; ; index++, shift += 7) {
    value += (bytes[index] & 0x7f) * 2 ** shift;
    if ((bytes[index] & 0x80) === 0) return [ value, index + 1 ];
  }
}

/** Test-only reader of a one-frame batcher transaction: the span batch's blocks and their transaction counts. */
function readSpanBatch(calldata: Hex): { firstTimestampOffset: number; txCounts: number[] } {
  const bytes = hexToBytes(calldata);
  expect(bytes[0]).toBe(0);
  const length = Buffer.from(bytes).readUInt32BE(1 + 18);
  expect(bytes[1 + 22 + length]).toBe(1);
  const batch = hexToBytes(fromRlp(inflateSync(bytes.subarray(1 + 22, 1 + 22 + length)), 'hex') as Hex);
  expect(batch[0]).toBe(1);
  const [ relTimestamp, afterTimestamp ] = readUvarint(batch, 1);
  const [ , afterOrigin ] = readUvarint(batch, afterTimestamp);
  const [ blockCount, afterCount ] = readUvarint(batch, afterOrigin + 40);
  let offset = afterCount + Math.ceil(blockCount / 8);
  const txCounts: number[] = [];
  for (let block = 0; block < blockCount; block++) {
    let count: number;
    [ count, offset ] = readUvarint(batch, offset);
    txCounts.push(count);
  }
  return { firstTimestampOffset: relTimestamp, txCounts };
}

describe('startRollupDemo', () => {
  let l2: Devnet;
  let demo: RollupDemo;
  let l1Client: PublicClient;
  let l2Client: PublicClient;

  beforeAll(async() => {
    l2 = await createDevnet({ port: 0, blockIntervalMs: 500 });
    demo = await startRollupDemo({
      l2, l1Port: 0, logger: createSilentLogger(), challengePeriodSeconds: 2, outputEveryBlocks: 3, intervalMs: 200, l1BlockIntervalMs: 500,
    });
    l1Client = createPublicClient({ transport: http(demo.l1.url, { retryCount: 0 }), cacheTime: 0 });
    l2Client = createPublicClient({ transport: http(l2.url, { retryCount: 0 }), cacheTime: 0 });
  }, 30_000);

  afterAll(async() => {
    await demo?.stop();
    await l2?.close();
  });

  it('hands the indexer the L1 node, the contracts and the challenge period, addresses in lower case', async() => {
    const { settings, contracts } = demo;
    expect(await l1Client.getChainId()).toBe(900);
    expect(settings).toEqual({
      INDEXER_OPTIMISM_L1_RPC: demo.l1.url,
      INDEXER_OPTIMISM_L1_PORTAL_CONTRACT: contracts.portal.toLowerCase(),
      INDEXER_OPTIMISM_L1_OUTPUT_ORACLE_CONTRACT: contracts.outputOracle.toLowerCase(),
      INDEXER_OPTIMISM_L1_BATCH_INBOX: BATCH_INBOX_ADDRESS,
      INDEXER_OPTIMISM_L1_BATCH_SUBMITTER: rollupAccounts().batcher.address.toLowerCase(),
      INDEXER_OPTIMISM_L1_START_BLOCK: '1',
      INDEXER_OPTIMISM_L2_DEPOSIT_RELAY: contracts.depositRelay.toLowerCase(),
      INDEXER_OPTIMISM_CHALLENGE_PERIOD_SECONDS: '2',
    });
    // Deterministic: the L1 deployer's first two contracts, the L2 operator's first.
    expect(contracts.outputOracle).toBe('0x5FbDB2315678afecb367f032d93F642f64180aa3');
    expect(contracts.portal).toBe('0xe7f1725E7734CE288F8367e1Bb143E90bb3F0512');
    // What the start configures the explorer with before the demo runs: the same, read from block 0.
    expect(plannedRollupSettings({ l1Port: demo.l1.port, challengePeriodSeconds: 2 }))
      .toEqual({ ...settings, INDEXER_OPTIMISM_L1_START_BLOCK: '0' });
  });

  it('relays an L1 deposit on L2 under OP\'s source hash', async() => {
    const relayed = await waitFor(async() => {
      const logs = await l2Client.getLogs({ address: demo.contracts.depositRelay, event: DEPOSIT_RELAYED, fromBlock: 0n, strict: true });
      return logs.length > 0 ? logs : undefined;
    }, 'DepositRelayed');
    const deposits = await l1Client.getLogs({ address: demo.contracts.portal, event: TRANSACTION_DEPOSITED, fromBlock: 0n, strict: true });
    const deposit = deposits.find((log) => userDepositSourceHash(log.blockHash, log.logIndex) === relayed[0].args.sourceHash);
    expect(deposit).toBeDefined();
    expect(relayed[0].args.from).toBe(deposit?.args.from);
    expect(relayed[0].args.to).toBe(deposit?.args.to);
    // The relay carried the minted coins.
    const relayTx = await l2Client.getTransaction({ hash: relayed[0].transactionHash });
    expect(relayTx.value).toBe(decodeDepositOpaqueData(deposit?.args.opaqueData ?? '0x').mint);
  }, WAIT_MS + 5000);

  it('proposes output roots and posts every L2 block to the inbox, counting each block\'s transactions', async() => {
    const outputs = await waitFor(async() => {
      const logs = await l1Client.getLogs({ address: demo.contracts.outputOracle, event: OUTPUT_PROPOSED, fromBlock: 0n, strict: true });
      return logs.length > 0 ? logs : undefined;
    }, 'OutputProposed');
    expect(outputs[0].args.l2OutputIndex).toBe(0n);
    expect(outputs[0].args.l2BlockNumber % 3n).toBe(0n);

    const batcher = demo.settings.INDEXER_OPTIMISM_L1_BATCH_SUBMITTER;
    const head = await l1Client.getBlockNumber();
    const batches: Hex[] = [];
    for (let number = 1n; number <= head; number++) {
      const block = await l1Client.getBlock({ blockNumber: number, includeTransactions: true });
      batches.push(...block.transactions.filter((tx) => tx.to === BATCH_INBOX_ADDRESS && tx.from === batcher).map((tx) => tx.input));
    }
    expect(batches.length).toBeGreaterThan(0);
    const genesis = await l2Client.getBlock({ blockNumber: 0n });
    let nextBlock = 1n;
    for (const calldata of batches) {
      const { firstTimestampOffset, txCounts } = readSpanBatch(calldata);
      const first = await l2Client.getBlock({ blockNumber: nextBlock });
      expect(BigInt(firstTimestampOffset)).toBe(first.timestamp - genesis.timestamp);
      for (const count of txCounts) {
        expect(count).toBe((await l2Client.getBlock({ blockNumber: nextBlock })).transactions.length);
        nextBlock++;
      }
    }
    // Blocks 1 to the last batched one, each once and in order.
    expect(nextBlock).toBeGreaterThanOrEqual(4n);
  }, WAIT_MS + 5000);

  it('proves and then finalizes a withdrawal started on L2', async() => {
    const finalized = await waitFor(async() => {
      const logs = await l1Client.getLogs({ address: demo.contracts.portal, event: WITHDRAWAL_FINALIZED, fromBlock: 0n, strict: true });
      return logs.length > 0 ? logs[0] : undefined;
    }, 'WithdrawalFinalized');
    const withdrawalHash = finalized.args.withdrawalHash;
    expect(finalized.args.success).toBe(true);
    const [ passed ] = await l2Client.getLogs({
      address: demo.contracts.messagePasser, event: MESSAGE_PASSED, fromBlock: 0n, strict: true,
    }).then((logs) => logs.filter((log) => log.args.withdrawalHash === withdrawalHash));
    expect(passed).toBeDefined();
    expect(hashWithdrawal(passed.args)).toBe(withdrawalHash);
    expect(passed.args.nonce >> 240n).toBe(1n);
    const [ proven ] = await l1Client.getLogs({ address: demo.contracts.portal, event: WITHDRAWAL_PROVEN, args: { withdrawalHash }, fromBlock: 0n, strict: true });
    expect([ proven.args.from, proven.args.to ]).toEqual([ passed.args.sender, passed.args.target ]);
    // Proven after an output covered it, finalized a challenge period later.
    const [ output ] = await l1Client.getLogs({ address: demo.contracts.outputOracle, event: OUTPUT_PROPOSED, fromBlock: 0n, toBlock: proven.blockNumber, strict: true })
      .then((logs) => logs.filter((log) => log.args.l2BlockNumber >= passed.blockNumber));
    expect(output).toBeDefined();
    const provenAt = (await l1Client.getBlock({ blockNumber: proven.blockNumber })).timestamp;
    const finalizedAt = (await l1Client.getBlock({ blockNumber: finalized.blockNumber })).timestamp;
    expect(finalizedAt - provenAt).toBeGreaterThanOrEqual(2n);
  }, WAIT_MS + 5000);

  it('stops: the relay waits for its step in flight, then the L1 closes', async() => {
    await demo.stop();
    const request = { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"jsonrpc":"2.0","id":1,"method":"eth_blockNumber"}' };
    await expect(fetch(demo.l1.url, { ...request, signal: AbortSignal.timeout(2000) })).rejects.toThrow();
  });
});
