/**
 * Fetches the call frames of every transaction in a block from the chosen source:
 * one request per block where the node allows it, one per transaction otherwise.
 */
import { toHex, type Hash } from 'viem';

import type { RpcRequest, TraceFrame } from './types';
import type { TraceSource } from './capabilities';
import { framesFromCallTracer } from './callTracer';
import { TraceFormatError } from './errors';
import { isObject } from './parse';
import { rpcErrorCode } from './rpcErrors';
import { framesFromStructLogs, STRUCT_LOG_TRACER_OPTIONS, type TraceTxInfo } from './structLogs';
import { framesFromTraceReplay } from './traceReplay';

/** A block as the trace fetch needs it: its number and its transactions in block order. */
export interface TraceBlock {
  number: bigint;
  transactions: TraceTxInfo[];
}

const CALL_TRACER_OPTIONS = { tracer: 'callTracer' };

/**
 * Frames of each transaction of `block`, keyed by lower-case transaction hash.
 * @dev Stateless: the callTracer path asks for the whole block every time and falls
 * back per transaction when the node refuses or leaves a transaction out, so the caller
 * may keep its own flag if that costs too much. Struct logs are fetched one at a time
 * because a single answer can reach hundreds of megabytes.
 */
export async function fetchBlockTraces(request: RpcRequest, source: TraceSource, block: TraceBlock): Promise<Map<Hash, TraceFrame[]>> {
  const frames = new Map<Hash, TraceFrame[]>();
  if (block.transactions.length === 0) return frames;
  switch (source) {
    case 'callTracer': {
      const roots = await traceBlockWithCallTracer(request, block);
      for (const tx of block.transactions) {
        const root = roots.get(key(tx.hash)) ?? await request('debug_traceTransaction', [ tx.hash, CALL_TRACER_OPTIONS ]);
        frames.set(key(tx.hash), framesFromCallTracer(root));
      }
      return frames;
    }
    case 'traceReplay': {
      const replays = await request('trace_replayBlockTransactions', [ toHex(block.number), [ 'trace' ] ]);
      const byHash = matchToTransactions(replays, block.transactions, 'transactionHash', 'trace');
      for (const tx of block.transactions) {
        const replay = byHash.get(key(tx.hash));
        if (!replay) throw new TraceFormatError(`trace_replayBlockTransactions left out ${ tx.hash }`, { meta: [ `block ${ block.number }` ] });
        frames.set(key(tx.hash), framesFromTraceReplay(replay));
      }
      return frames;
    }
    case 'structLogs':
      for (const tx of block.transactions) {
        frames.set(key(tx.hash), framesFromStructLogs(tx, await request('debug_traceTransaction', [ tx.hash, STRUCT_LOG_TRACER_OPTIONS ])));
      }
      return frames;
  }
}

/** Root call objects from `debug_traceBlockByNumber`; empty when the node refuses it. */
async function traceBlockWithCallTracer(request: RpcRequest, block: TraceBlock): Promise<Map<Hash, unknown>> {
  let results: unknown;
  try {
    results = await request('debug_traceBlockByNumber', [ toHex(block.number), CALL_TRACER_OPTIONS ]);
  } catch (error) {
    // A node error (method missing, block too large for its limits) leaves the per-tx path.
    if (rpcErrorCode(error) === undefined) throw error;
    return new Map();
  }
  const byHash = matchToTransactions(results, block.transactions, 'txHash', 'result');
  return new Map([ ...byHash ].map(([ hash, entry ]) => [ hash, (entry as { result: unknown }).result ]));
}

/**
 * Entries of a per-block answer keyed by transaction hash: by their own hash field
 * when they have one (geth from 1.11, every replay), else by position when the counts
 * match. Entries without `body` (geth puts `{txHash, error}` for a failed trace) are left out.
 */
function matchToTransactions(results: unknown, transactions: TraceTxInfo[], hashField: string, body: string): Map<Hash, unknown> {
  const matched = new Map<Hash, unknown>();
  if (!Array.isArray(results)) return matched;
  const byPosition = results.length === transactions.length;
  results.forEach((entry, index) => {
    if (!isObject(entry) || entry[body] === undefined || entry[body] === null) return;
    const hash = typeof entry[hashField] === 'string' ? entry[hashField] as Hash : (byPosition ? transactions[index].hash : undefined);
    if (hash) matched.set(key(hash), entry);
  });
  return matched;
}

function key(hash: Hash): Hash {
  return hash.toLowerCase() as Hash;
}
