/** @jest-environment node */
import type { Address, Hash } from 'viem';

import { framesFromCallTracer } from './callTracer';
import { TraceFormatError } from './errors';
import { fetchBlockTraces, type TraceBlock } from './fetchTraces';
import replayFixture from './fixtures/erigon-replay-block.json';
import gethBlock from './fixtures/geth-block-call-tracer.json';
import structLogFixture from './fixtures/hardhat-struct-logs.json';
import { createReplayRequest, txInfoFromRecorded, type RecordedExchange } from './fixtures/replayNode';
import { STRUCT_LOG_TRACER_OPTIONS, type TraceTxInfo } from './structLogs';
import { framesFromTraceReplay } from './traceReplay';

const CALL_TRACER = { tracer: 'callTracer' };
/** Tracing reads only the hash from these; the rest matters to the struct-log path alone. */
const txWithHash = (hash: string): TraceTxInfo => ({
  hash: hash as Hash, from: `0x${ '1'.repeat(40) }` as Address, to: null, value: 0n, gas: 0n, input: '0x', nonce: 0,
  createdContractAddress: null, status: 'success', gasUsed: 0n,
});
const gethEntries = gethBlock.result;
const gethTxs = gethEntries.map((entry) => txWithHash(entry.txHash));
const ok = (method: string, params: unknown[], result: unknown): RecordedExchange => ({ request: { method, params }, response: { result } });
const fail = (method: string, params: unknown[], code: number, message: string): RecordedExchange => ({ request: { method, params }, response: { error: { code, message } } });

describe('fetchBlockTraces', () => {
  it('traces a whole block with one debug_traceBlockByNumber call', async() => {
    const request = createReplayRequest([ ok('debug_traceBlockByNumber', [ '0x20', CALL_TRACER ], gethEntries) ]);
    const traces = await fetchBlockTraces(request, 'callTracer', { number: 32n, transactions: gethTxs });
    expect([ ...traces.keys() ]).toEqual(gethEntries.map((entry) => entry.txHash));
    expect(traces.get(gethEntries[2].txHash as Hash)).toEqual(framesFromCallTracer(gethEntries[2].result));
    expect(request.calls).toHaveLength(1);
  });

  it('matches entries by position when the node leaves txHash out (geth before 1.11)', async() => {
    const withoutHashes = gethEntries.map(({ result }) => ({ result }));
    const request = createReplayRequest([ ok('debug_traceBlockByNumber', [ '0x20', CALL_TRACER ], withoutHashes) ]);
    const traces = await fetchBlockTraces(request, 'callTracer', { number: 32n, transactions: gethTxs });
    expect(traces.get(gethEntries[1].txHash as Hash)?.[0].type).toBe('create');
  });

  it('falls back to one debug_traceTransaction per transaction when the block call is refused', async() => {
    const request = createReplayRequest([
      fail('debug_traceBlockByNumber', [ '0x20', CALL_TRACER ], -32601, 'the method debug_traceBlockByNumber does not exist/is not available'),
      ...gethEntries.map((entry) => ok('debug_traceTransaction', [ entry.txHash, CALL_TRACER ], entry.result)),
    ]);
    const traces = await fetchBlockTraces(request, 'callTracer', { number: 32n, transactions: gethTxs });
    expect(traces.size).toBe(3);
    expect(request.calls.map((call) => call.method)).toEqual([ 'debug_traceBlockByNumber', ...gethTxs.map(() => 'debug_traceTransaction') ]);
  });

  it('retraces only the transactions the block answer has an error for', async() => {
    const entries = [ gethEntries[0], { txHash: gethEntries[1].txHash, error: 'execution timeout' }, gethEntries[2] ];
    const request = createReplayRequest([
      ok('debug_traceBlockByNumber', [ '0x20', CALL_TRACER ], entries),
      ok('debug_traceTransaction', [ gethEntries[1].txHash, CALL_TRACER ], gethEntries[1].result),
    ]);
    const traces = await fetchBlockTraces(request, 'callTracer', { number: 32n, transactions: gethTxs });
    expect(traces.get(gethEntries[1].txHash as Hash)).toEqual(framesFromCallTracer(gethEntries[1].result));
    expect(request.calls).toHaveLength(2);
  });

  it('replays a block with one trace_replayBlockTransactions call', async() => {
    const replays = replayFixture.result;
    const request = createReplayRequest([ ok('trace_replayBlockTransactions', [ '0x40', [ 'trace' ] ], replays) ]);
    const block: TraceBlock = { number: 64n, transactions: replays.map((entry) => txWithHash(entry.transactionHash)) };
    const traces = await fetchBlockTraces(request, 'traceReplay', block);
    expect(traces.size).toBe(replays.length);
    expect(traces.get(replays[2].transactionHash as Hash)).toEqual(framesFromTraceReplay(replays[2]));
    await expect(fetchBlockTraces(request, 'traceReplay', { number: 64n, transactions: [ txWithHash(`0x${ 'f'.repeat(64) }`) ] }))
      .rejects.toThrow(TraceFormatError);
  });

  it('traces each transaction with struct logs, keyed by lower-case hash', async() => {
    const recorded = [ structLogFixture.probe, structLogFixture.okCreate ];
    const request = createReplayRequest(recorded.map((entry) => ok('debug_traceTransaction', [ entry.transaction.hash, STRUCT_LOG_TRACER_OPTIONS ], entry.trace)));
    const transactions = recorded.map(txInfoFromRecorded);
    const traces = await fetchBlockTraces(request, 'structLogs', { number: 34n, transactions });
    expect(traces.get(recorded[0].transaction.hash as Hash)).toHaveLength(10);
    expect(traces.get(recorded[1].transaction.hash as Hash)?.[0].to).toBe(recorded[1].receipt.contractAddress);
  });

  it('asks nothing for a block without transactions', async() => {
    const request = createReplayRequest([]);
    expect((await fetchBlockTraces(request, 'callTracer', { number: 1n, transactions: [] })).size).toBe(0);
    expect(request.calls).toEqual([]);
  });
});
