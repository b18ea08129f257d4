/**
 * What one struct-log step says about a call: the operands of CALL-like and
 * CREATE-like opcodes read from the stack, and why a frame that failed did so.
 * @dev Stack order: the last element of `stack` is the top (Hardhat/EDR and geth
 * alike). Words are hex, with or without 0x (geth) and zero-padded to 64 digits or not.
 */
import type { Address } from 'viem';

import type { CallType, FrameType } from './types';
import { TraceFormatError } from './errors';

/** One step of the default (struct-log) tracer, as far as call frames need it. */
export interface StructLog {
  op: string;
  /** 1 for the transaction's own frame. */
  depth: number;
  /** Gas left before this step. */
  gas: number;
  gasCost: number;
  stack: string[];
  /** Only geth sets it (`out of gas`, `invalid jump destination`, …); Hardhat never does. */
  error?: string;
}

/** What a CALL-, CREATE- or SELFDESTRUCT-like step starts. */
export interface FrameOp {
  type: FrameType;
  callType: CallType | null;
  /** Callee, or the refund address of a selfdestruct; null for creates (known on return). */
  to: Address | null;
  value: bigint;
}

const CALL_OPS: Record<string, CallType> = {
  CALL: 'call', CALLCODE: 'callcode', DELEGATECALL: 'delegatecall', STATICCALL: 'staticcall',
};
const CREATE_OPS: Record<string, FrameType> = { CREATE: 'create', CREATE2: 'create2' };
/** Steps that end a frame on purpose; any other last step means it was cut short. */
const HALTING_OPS = new Set([ 'STOP', 'RETURN', 'REVERT', 'SELFDESTRUCT', 'INVALID' ]);
/** Steps that change state, which a STATICCALL context forbids. */
const WRITE_OPS = new Set([ 'SSTORE', 'TSTORE', 'LOG0', 'LOG1', 'LOG2', 'LOG3', 'LOG4', 'CREATE', 'CREATE2', 'SELFDESTRUCT' ]);
/** EIP-170. */
const MAX_CODE_SIZE = 24_576n;
const CODE_DEPOSIT_GAS_PER_BYTE = 200n;
/** The call depth a frame may not exceed (geth's CallCreateDepth, as a 1-based depth). */
export const MAX_CALL_DEPTH = 1025;

/** The stack word `position` places below the top (0 = top), as an unsigned integer. */
export function stackWord(log: StructLog, position: number): bigint {
  const word = log.stack[log.stack.length - 1 - position];
  if (typeof word !== 'string') throw new TraceFormatError(`${ log.op } at depth ${ log.depth } has too short a stack (is the stack disabled?)`);
  const digits = word.replace(/^0x/i, '');
  return digits === '' ? 0n : BigInt(`0x${ digits }`);
}

/** The low 20 bytes of a stack word, as the EVM reads an address. */
export function wordToAddress(word: bigint): Address {
  return `0x${ (word & ((1n << 160n) - 1n)).toString(16).padStart(40, '0') }`;
}

/** The frame `log` opens, or null when its opcode opens none. */
export function readFrameOp(log: StructLog): FrameOp | null {
  const callType = CALL_OPS[log.op];
  if (callType) {
    // Stack from the top: gas, address, then value only for CALL and CALLCODE.
    const carriesValue = callType === 'call' || callType === 'callcode';
    return { type: 'call', callType, to: wordToAddress(stackWord(log, 1)), value: carriesValue ? stackWord(log, 2) : 0n };
  }
  const createType = CREATE_OPS[log.op];
  // Stack from the top: value, offset, size (and salt for CREATE2).
  if (createType) return { type: createType, callType: null, to: null, value: stackWord(log, 0) };
  if (log.op === 'SELFDESTRUCT') return { type: 'selfdestruct', callType: null, to: wordToAddress(stackWord(log, 0)), value: 0n };
  return null;
}

/**
 * Precompiles answer without running code, so their calls open no deeper step:
 * 0x01–0x0a (to Cancun), 0x0b–0x11 (Prague, BLS12-381) and 0x100 (RIP-7212 P-256,
 * on some L2s).
 */
export function isPrecompile(target: Address): boolean {
  const number = BigInt(target);
  return (number >= 1n && number <= 0x11n) || number === 0x100n;
}

/**
 * Why a frame whose last step was `last` failed, in geth's words.
 * @dev EDR reports the cost of the step that ran out of gas capped at the gas left,
 * so `gasCost >= gas` on a step that does not halt means out of gas.
 */
export function failureReason(last: StructLog | null, context: { isCreate: boolean; isStatic: boolean }): string {
  if (!last) return 'execution failed';
  if (last.error) return last.error;
  const outOfGas = last.gasCost >= last.gas && (last.gasCost > 0 || !HALTING_OPS.has(last.op));
  if (last.op === 'REVERT') return outOfGas ? 'out of gas' : 'execution reverted';
  if (last.op === 'INVALID') return 'invalid opcode: INVALID';
  const writes = WRITE_OPS.has(last.op) || (last.op === 'CALL' && stackWord(last, 2) > 0n);
  if (context.isStatic && writes) return 'write protection';
  if (outOfGas) return 'out of gas';
  if (last.op === 'RETURN' && context.isCreate) {
    // The init code returned, so storing the code failed. geth checks in this order.
    const size = stackWord(last, 1);
    if (size > MAX_CODE_SIZE) return 'max code size exceeded';
    if (size * CODE_DEPOSIT_GAS_PER_BYTE > BigInt(last.gas - last.gasCost)) return 'contract creation code storage out of gas';
    return 'invalid code: must not begin with 0xef';
  }
  if (last.op === 'JUMP' || last.op === 'JUMPI') return 'invalid jump destination';
  return 'execution failed';
}
