/** @jest-environment node */
import type { Hash } from 'viem';

import { chooseTraceSource, detectTraceCapabilities } from './capabilities';
import recorded from './fixtures/node-responses.json';
import { createReplayRequest, type RecordedExchange } from './fixtures/replayNode';

const probe = { blockNumber: BigInt(recorded.probe.blockNumber), txHash: recorded.probe.txHash as Hash };
const node = (name: keyof typeof recorded.nodes) => createReplayRequest(recorded.nodes[name] as RecordedExchange[]);

describe('detectTraceCapabilities', () => {
  it.each([
    [ 'geth', { callTracer: true, traceReplay: false, structLogs: true }, 'callTracer' ],
    [ 'erigon', { callTracer: true, traceReplay: true, structLogs: true }, 'callTracer' ],
    [ 'hardhat', { callTracer: false, traceReplay: false, structLogs: true }, 'structLogs' ],
    [ 'none', { callTracer: false, traceReplay: false, structLogs: false }, null ],
    // It answers the callTracer request with struct logs: the wrong shape counts as no.
    [ 'ignoresTracer', { callTracer: false, traceReplay: false, structLogs: true }, 'structLogs' ],
  ] as const)('reads a %s-like node from a probe transaction', async(name, expected, source) => {
    const request = node(name);
    const capabilities = await detectTraceCapabilities(request, probe);
    expect(capabilities).toEqual(expected);
    expect(chooseTraceSource(capabilities)).toBe(source);
    expect(request.calls.map((call) => call.method).sort()).toEqual([ 'debug_traceTransaction', 'debug_traceTransaction', 'trace_replayBlockTransactions' ]);
  });

  it.each([
    [ 'geth', { callTracer: true, traceReplay: false, structLogs: true } ],
    [ 'erigon', { callTracer: true, traceReplay: true, structLogs: true } ],
    [ 'hardhat', { callTracer: false, traceReplay: false, structLogs: true } ],
    [ 'none', { callTracer: false, traceReplay: false, structLogs: false } ],
  ] as const)('reads a %s-like node with no transaction yet from its errors for a zero hash', async(name, expected) => {
    expect(await detectTraceCapabilities(node(name), null)).toEqual(expected);
  });

  it('rethrows failures that are not node errors', async() => {
    const unreachable = async() => {
      throw new TypeError('fetch failed');
    };
    await expect(detectTraceCapabilities(unreachable, probe)).rejects.toThrow('fetch failed');
  });

  it('counts an answer of the wrong shape as no', async() => {
    const answers = async(method: string, params: unknown[]) => (method === 'trace_replayBlockTransactions' ? [] : { params });
    expect(await detectTraceCapabilities(answers, probe)).toEqual({ callTracer: false, traceReplay: false, structLogs: false });
  });
});

describe('chooseTraceSource', () => {
  it('prefers callTracer, then trace replay, then struct logs', () => {
    expect(chooseTraceSource({ callTracer: true, traceReplay: true, structLogs: true })).toBe('callTracer');
    expect(chooseTraceSource({ callTracer: false, traceReplay: true, structLogs: true })).toBe('traceReplay');
    expect(chooseTraceSource({ callTracer: false, traceReplay: false, structLogs: true })).toBe('structLogs');
    expect(chooseTraceSource({ callTracer: false, traceReplay: false, structLogs: false })).toBeNull();
  });
});
