/**
 * Finds once, at start, which trace sources a node offers, by asking each one for a
 * trace and checking the answer's shape. An empty chain has nothing to trace, so then
 * the error a zero hash gets decides: "no such method" means no, "no such
 * transaction" means the method and tracer are there.
 */
import { toHex, type Hash } from 'viem';

import type { RpcRequest, TraceCapabilities } from './types';
import { isObject } from './parse';
import { isMissingMethodError, isMissingTracerError, isNotFoundError, rpcErrorCode } from './rpcErrors';
import { STRUCT_LOG_TRACER_OPTIONS } from './structLogs';

/** A trace source; see {@link chooseTraceSource}. */
export type TraceSource = 'callTracer' | 'traceReplay' | 'structLogs';

/** A mined transaction to try the tracers on, and its block. A small one keeps detection cheap. */
export interface TraceProbe {
  blockNumber: bigint;
  txHash: Hash;
}

const ZERO_HASH: Hash = `0x${ '0'.repeat(64) }`;
/** Block 0 exists on every chain and has no transactions, so replaying it is cheap. */
const GENESIS = '0x0';

/**
 * Tries the three sources (in parallel) on `probe`, or on a zero hash when the chain
 * has no transaction yet.
 * @dev An error answer or an answer of the wrong shape means "not offered". Errors that
 * carry no JSON-RPC code (the node is unreachable) are rethrown: they say nothing
 * about the node's tracers.
 */
export async function detectTraceCapabilities(request: RpcRequest, probe: TraceProbe | null): Promise<TraceCapabilities> {
  const callTracerOptions = { tracer: 'callTracer' };
  const [ callTracer, traceReplay, structLogs ] = await Promise.all([
    probe ?
      answersWith(request, 'debug_traceTransaction', [ probe.txHash, callTracerOptions ], isCallFrame) :
      existsFor(request, 'debug_traceTransaction', [ ZERO_HASH, callTracerOptions ], () => true),
    probe ?
      answersWith(request, 'trace_replayBlockTransactions', [ toHex(probe.blockNumber), [ 'trace' ] ], isReplay) :
      existsFor(request, 'trace_replayBlockTransactions', [ GENESIS, [ 'trace' ] ], Array.isArray),
    probe ?
      answersWith(request, 'debug_traceTransaction', [ probe.txHash, STRUCT_LOG_TRACER_OPTIONS ], isStructLogTrace) :
      existsFor(request, 'debug_traceTransaction', [ ZERO_HASH, STRUCT_LOG_TRACER_OPTIONS ], () => true),
  ]);
  return { callTracer, traceReplay, structLogs };
}

/**
 * The source to index with: a call tracer gives whole frames in one call per block,
 * a replay too in Parity's shape, and struct logs cost a large answer per transaction
 * and lack inner call data.
 */
export function chooseTraceSource(capabilities: TraceCapabilities): TraceSource | null {
  if (capabilities.callTracer) return 'callTracer';
  if (capabilities.traceReplay) return 'traceReplay';
  if (capabilities.structLogs) return 'structLogs';
  return null;
}

/** True when the call succeeds with an answer `valid` accepts. */
async function answersWith(request: RpcRequest, method: string, params: unknown[], valid: (result: unknown) => boolean) {
  try {
    return valid(await request(method, params));
  } catch (error) {
    if (rpcErrorCode(error) === undefined) throw error;
    return false;
  }
}

/** For an empty chain: true when the node knows method and tracer but not the (zero) transaction. */
async function existsFor(request: RpcRequest, method: string, params: unknown[], valid: (result: unknown) => boolean) {
  try {
    // Note: some nodes answer null for an unknown transaction instead of an error.
    return valid(await request(method, params));
  } catch (error) {
    if (rpcErrorCode(error) === undefined) throw error;
    if (isMissingMethodError(error) || isMissingTracerError(error)) return false;
    return isNotFoundError(error);
  }
}

function isCallFrame(result: unknown): boolean {
  return isObject(result) && typeof result.type === 'string' && typeof result.from === 'string' && typeof result.gas === 'string';
}

function isReplay(result: unknown): boolean {
  return Array.isArray(result) && result.some((entry) => isObject(entry) && Array.isArray(entry.trace) && entry.trace.length > 0);
}

function isStructLogTrace(result: unknown): boolean {
  return isObject(result) && Array.isArray(result.structLogs) && typeof result.failed === 'boolean';
}
