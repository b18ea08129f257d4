/**
 * The one shape of a call frame, whatever tracer the node has (callTracer,
 * trace_replayBlockTransactions or the default struct-log tracer).
 */
import type { Address, Hex } from 'viem';

/** Sends one JSON-RPC request; rejects with the node's error. */
export type RpcRequest = (method: string, params: unknown[]) => Promise<unknown>;

export type FrameType = 'call' | 'create' | 'create2' | 'selfdestruct';
export type CallType = 'call' | 'delegatecall' | 'staticcall' | 'callcode';

/**
 * One frame of a transaction's call tree, in depth-first order (the root, index 0,
 * is the transaction itself).
 * @dev Addresses are lower-case. `to` of a create frame is the created contract
 * (null when the creation failed). Unknown values are null, never guessed.
 */
export interface TraceFrame {
  type: FrameType;
  /** Only for `call` frames. */
  callType: CallType | null;
  from: Address;
  to: Address | null;
  value: bigint;
  gas: bigint | null;
  gasUsed: bigint | null;
  /** Call data, or init code of a create frame; null when the tracer does not give it. */
  input: Hex | null;
  /** Return data, or the created code of a create frame; null when unknown. */
  output: Hex | null;
  /** Error text as the node gives it (`execution reverted`, `out of gas`, …); null on success. */
  error: string | null;
  /** Path from the root: [] for the root, [0] for its first child, [0, 2] for that child's third child. */
  traceAddress: number[];
  /** Number of direct children. */
  subtraces: number;
}

/** Which trace sources a node offers, found once at start. */
export interface TraceCapabilities {
  callTracer: boolean;
  traceReplay: boolean;
  structLogs: boolean;
}
