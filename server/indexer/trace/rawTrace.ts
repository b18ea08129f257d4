/**
 * Frames to the Parity-style list Blockscout serves at
 * `GET /v2/transactions/{hash}/raw-trace`.
 */
import type { Address, Hex } from 'viem';
import { toHex } from 'viem';

import type { CallType, FrameType, TraceFrame } from './types';

/** `action` of a raw trace entry; numbers are 0x hex. */
export interface RawTraceAction {
  callType?: CallType;
  from: Address;
  /** Callee, or refund address of a selfdestruct; absent for creates. */
  to?: Address;
  gas?: Hex;
  /** Call data of a call. */
  input?: Hex;
  /** Init code of a create. */
  init?: Hex;
  value: Hex;
}

/** `result` of a successful call. */
export interface RawCallResult {
  gasUsed?: Hex;
  output?: Hex;
}

/** `result` of a successful create. */
export interface RawCreateResult {
  gasUsed?: Hex;
  address: Address;
  code?: Hex;
}

/** One entry of the raw trace. */
export interface RawTraceEntry {
  type: FrameType;
  subtraces: number;
  traceAddress: number[];
  action: RawTraceAction;
  result: RawCallResult | RawCreateResult | null;
  error?: string;
}

/**
 * Converts frames (depth-first, as the parsers return them) into raw trace entries.
 * @dev A failed frame and a selfdestruct have `result: null`. A value the tracer did
 * not give (struct logs have no inner call data, nor gas for precompile calls) is
 * left out rather than shown as 0x or 0.
 */
export function toRawTrace(frames: TraceFrame[]): RawTraceEntry[] {
  return frames.map((frame) => {
    const entry: RawTraceEntry = {
      type: frame.type,
      subtraces: frame.subtraces,
      traceAddress: frame.traceAddress,
      action: toAction(frame),
      result: toResult(frame),
    };
    if (frame.error !== null) entry.error = frame.error;
    return entry;
  });
}

function toAction(frame: TraceFrame): RawTraceAction {
  const isCreate = frame.type === 'create' || frame.type === 'create2';
  return withoutNulls({
    callType: frame.callType,
    from: frame.from,
    to: isCreate ? null : frame.to,
    gas: hexOrNull(frame.gas),
    input: isCreate ? null : frame.input,
    init: isCreate ? frame.input : null,
    value: toHex(frame.value),
  }) as RawTraceAction;
}

function toResult(frame: TraceFrame): RawTraceEntry['result'] {
  if (frame.error !== null || frame.type === 'selfdestruct') return null;
  if (frame.type === 'call') return withoutNulls({ gasUsed: hexOrNull(frame.gasUsed), output: frame.output }) as RawCallResult;
  // A create without error always has an address; guard for malformed input anyway.
  if (frame.to === null) return null;
  return withoutNulls({ gasUsed: hexOrNull(frame.gasUsed), address: frame.to, code: frame.output }) as RawCreateResult;
}

function hexOrNull(value: bigint | null): Hex | null {
  return value === null ? null : toHex(value);
}

function withoutNulls<T extends Record<string, unknown>>(object: T): Partial<T> {
  return Object.fromEntries(Object.entries(object).filter(([ , value ]) => value !== null && value !== undefined)) as Partial<T>;
}
