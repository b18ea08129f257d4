/** @jest-environment node */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import {
  createPublicClient, decodeErrorResult, encodeFunctionData, http, keccak256, parseEventLogs, stringToHex,
  type Abi, type Address, type Hash, type Hex, type PublicClient,
} from 'viem';

import { getArtifact } from '../../devnet/compile';
import type { DemoAddresses } from '../../devnet/deploy';
import { createDevnet, type Devnet } from '../../devnet/node';
import { createTrafficGenerator } from '../../devnet/traffic';
import { detectTraceCapabilities } from './capabilities';
import { fetchBlockTraces } from './fetchTraces';
import { framesFromStructLogs, STRUCT_LOG_TRACER_OPTIONS, type TraceTxInfo } from './structLogs';
import type { RpcRequest, TraceFrame } from './types';

/** 4k + 3 wei, so Orchestrator.run has a remainder to refund. */
const RUN_VALUE = 78_000_000_000_000_003n;
const SALT = keccak256(stringToHex('trace-test'));

describe('struct-log traces on the devnet', () => {
  const tempDir = fs.mkdtempSync(path.join(os.tmpdir(), 'trace-devnet-'));
  let devnet: Devnet;
  let client: PublicClient;
  let request: RpcRequest;
  let addresses: DemoAddresses;
  let sender: Address;
  let beneficiary: Address;
  let emptyChainCapabilities: unknown;

  const lower = (address: string) => address.toLowerCase() as Address;
  const call = (abi: Abi, to: Address, functionName: string, args: unknown[] = []) =>
    client.call({ to, data: encodeFunctionData({ abi, functionName, args }) }).then(({ data }) => data as Hex);
  /** Sends from an account the traffic generator does not use; Hardhat signs it. */
  async function send(to: Address, data: Hex, value = 0n, gas = 1_500_000n) {
    const hash = await request('eth_sendTransaction', [ { from: sender, to, data, value: `0x${ value.toString(16) }`, gas: `0x${ gas.toString(16) }` } ]) as Hash;
    return client.getTransactionReceipt({ hash });
  }
  async function txInfo(hash: Hash): Promise<TraceTxInfo> {
    const [ tx, receipt ] = await Promise.all([ client.getTransaction({ hash }), client.getTransactionReceipt({ hash }) ]);
    return {
      hash, from: tx.from, to: tx.to, value: tx.value, gas: tx.gas, input: tx.input, nonce: tx.nonce,
      createdContractAddress: receipt.contractAddress ?? null, status: receipt.status, gasUsed: receipt.gasUsed,
    };
  }
  async function trace(hash: Hash): Promise<TraceFrame[]> {
    return framesFromStructLogs(await txInfo(hash), await request('debug_traceTransaction', [ hash, STRUCT_LOG_TRACER_OPTIONS ]));
  }
  /** Vaults the factory announced in `logs`, in order. */
  const createdVaults = (logs: Parameters<typeof parseEventLogs>[0]['logs']) =>
    parseEventLogs({ abi: getArtifact('VaultFactory').abi, eventName: 'VaultCreated', logs })
      .map((log) => lower((log.args as { vault: Address }).vault));

  beforeAll(async() => {
    devnet = await createDevnet({ port: 0, blockIntervalMs: 0 });
    client = createPublicClient({ transport: http(devnet.url, { retryCount: 0 }) });
    // Through viem over HTTP, as the indexer will call it.
    request = (method, params) => client.request({ method, params } as never);
    emptyChainCapabilities = await detectTraceCapabilities(request, null);
    const generator = createTrafficGenerator({
      rpcUrl: devnet.url, accounts: devnet.accounts.slice(0, 8), seed: 'trace-test',
      // Nothing is fetched from it in these tests.
      metadataBaseUrl: 'http://127.0.0.1:1', manifestPath: path.join(tempDir, 'deployment.json'),
    });
    ({ addresses } = await generator.deployAll());
    sender = lower(devnet.accounts[19].address);
    beneficiary = lower(devnet.accounts[18].address);
  });

  afterAll(async() => {
    await devnet?.close();
    fs.rmSync(tempDir, { recursive: true, force: true });
  });

  it('finds struct logs and nothing else, on the empty chain and with a probe transaction', async() => {
    const only = { callTracer: false, traceReplay: false, structLogs: true };
    expect(emptyChainCapabilities).toEqual(only);
    const receipt = await send(beneficiary, '0x', 1n, 21_000n);
    expect(await detectTraceCapabilities(request, { blockNumber: receipt.blockNumber, txHash: receipt.transactionHash })).toEqual(only);
  });

  it('traces Orchestrator.run: every call type, values, senders and created vaults', async() => {
    const factory = lower(addresses.vaultFactory);
    const orchestrator = lower(addresses.orchestrator);
    const known = BigInt(await call(getArtifact('VaultFactory').abi, factory, 'vaultCount'));
    const data = encodeFunctionData({ abi: getArtifact('Orchestrator').abi, functionName: 'run', args: [ SALT, beneficiary ] });
    const receipt = await send(orchestrator, data, RUN_VALUE);
    expect(receipt.status).toBe('success');
    const [ first, second ] = createdVaults(receipt.logs);
    const predicted = await call(getArtifact('VaultFactory').abi, factory, 'predict', [ SALT, beneficiary, known + 1n ]);
    expect(second).toBe(`0x${ predicted.slice(-40) }`);

    const frames = await trace(receipt.transactionHash);
    const quarter = RUN_VALUE / 4n;
    expect(frames.map((frame) => [ frame.traceAddress, frame.type, frame.callType, frame.from, frame.to, frame.value ])).toEqual([
      [ [], 'call', 'call', sender, orchestrator, RUN_VALUE ],
      [ [ 0 ], 'call', 'staticcall', orchestrator, factory, 0n ],
      [ [ 1 ], 'call', 'call', orchestrator, factory, quarter ],
      [ [ 1, 0 ], 'create', null, factory, first, quarter ],
      [ [ 2 ], 'call', 'call', orchestrator, factory, quarter ],
      [ [ 2, 0 ], 'create2', null, factory, second, quarter ],
      [ [ 3 ], 'call', 'delegatecall', orchestrator, lower(addresses.callRecorder), 0n ],
      [ [ 4 ], 'call', 'call', orchestrator, first, quarter ],
      [ [ 4, 0 ], 'call', 'call', first, beneficiary, quarter / 2n ],
      [ [ 5 ], 'call', 'call', orchestrator, sender, RUN_VALUE - 3n * quarter ],
    ]);
    expect(frames.map((frame) => frame.subtraces)).toEqual([ 6, 0, 1, 0, 1, 0, 0, 1, 0, 0 ]);
    expect(frames.every((frame) => frame.error === null)).toBe(true);
    for (const vault of [ first, second ]) expect((await client.getCode({ address: vault }))?.length).toBeGreaterThan(2);
    expect([ frames[0].gas, frames[0].gasUsed ]).toEqual([ 1_500_000n, receipt.gasUsed ]);
    for (const frame of frames.slice(1)) {
      expect(frame.gasUsed as bigint).toBeGreaterThanOrEqual(0n);
      expect(frame.gasUsed as bigint).toBeLessThanOrEqual(frame.gas as bigint);
    }
  });

  it('traces direct VaultFactory create and create2 transactions', async() => {
    const abi = getArtifact('VaultFactory').abi;
    const factory = lower(addresses.vaultFactory);
    for (const [ functionName, args, type ] of [
      [ 'create', [ beneficiary, 7n ], 'create' ],
      [ 'create2', [ SALT, beneficiary, 8n ], 'create2' ],
    ] as const) {
      const receipt = await send(factory, encodeFunctionData({ abi, functionName, args }), 10n ** 15n, 600_000n);
      const frames = await trace(receipt.transactionHash);
      expect(frames.map((frame) => [ frame.type, frame.from, frame.to, frame.value, frame.traceAddress ])).toEqual([
        [ 'call', sender, factory, 10n ** 15n, [] ],
        [ type, factory, createdVaults(receipt.logs)[0], 10n ** 15n, [ 0 ] ],
      ]);
    }
  });

  it('gives a reverted transaction an error on the root frame, with the revert data as output', async() => {
    const abi = getArtifact('Reverter').abi;
    const receipt = await send(lower(addresses.reverter), encodeFunctionData({ abi, functionName: 'spendWithRequire', args: [ 5_000n ] }), 0n, 100_000n);
    expect(receipt.status).toBe('reverted');
    const [ root, ...inner ] = await trace(receipt.transactionHash);
    expect(inner).toEqual([]);
    expect(root.error).toBe('execution reverted');
    expect(decodeErrorResult({ abi, data: root.output as Hex })).toMatchObject({ errorName: 'Error', args: [ 'Reverter: amount exceeds limit' ] });
  });

  it('fetches a block through fetchBlockTraces the same way', async() => {
    // Without value there is nothing to refund, so the run makes one call fewer.
    const receipt = await send(lower(addresses.orchestrator),
      encodeFunctionData({ abi: getArtifact('Orchestrator').abi, functionName: 'run', args: [ keccak256(SALT), beneficiary ] }), 0n);
    const traces = await fetchBlockTraces(request, 'structLogs', { number: receipt.blockNumber, transactions: [ await txInfo(receipt.transactionHash) ] });
    expect(traces.get(receipt.transactionHash)).toEqual(await trace(receipt.transactionHash));
    expect(traces.get(receipt.transactionHash)).toHaveLength(9);
  });
});
