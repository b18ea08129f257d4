/**
 * Call frames from the default (struct-log) tracer, for nodes that have no call
 * tracer: Hardhat/EDR, and geth or Erigon with the JS and native tracers switched off.
 * The steps give each frame's type, callee, value, gas and outcome; call data and
 * return data of inner frames would need memory, which is off for speed.
 */
import { getContractAddress, zeroAddress, type Address, type Hash, type Hex } from 'viem';

import type { TraceFrame } from './types';
import { TraceFormatError } from './errors';
import { array, object, optionalData, quantity } from './parse';
import {
  failureReason, isPrecompile, MAX_CALL_DEPTH, readFrameOp, stackWord, wordToAddress, type FrameOp, type StructLog,
} from './structLogOps';

/** Options for `debug_traceTransaction` that keep the stack (it holds the call operands) and drop the rest. */
export const STRUCT_LOG_TRACER_OPTIONS = {
  disableStorage: true, disableMemory: true, enableMemory: false, disableStack: false,
} as const;

/** What the struct-log tracer does not say about a transaction; from the transaction and its receipt. */
export interface TraceTxInfo {
  hash: Hash;
  from: Address;
  /** null for a contract creation. */
  to: Address | null;
  value: bigint;
  gas: bigint;
  input: Hex;
  /** Needed to name the would-be contract of a failed creation, which receipts may leave out. */
  nonce: number;
  /** The receipt's `contractAddress`. */
  createdContractAddress: Address | null;
  status: 'success' | 'reverted';
  gasUsed: bigint;
}

interface Node {
  frame: TraceFrame;
  /** Index of the parent node; -1 for the root. */
  parent: number;
  isStatic: boolean;
  /** The step in the parent that opened this frame; null for the root. */
  opener: StructLog | null;
  /** The last step run in this frame so far. */
  last: StructLog | null;
}

/**
 * Derives the call tree of `tx` from its struct-log trace (the answer of
 * `debug_traceTransaction(hash, STRUCT_LOG_TRACER_OPTIONS)`).
 * @dev A step at depth d opens a frame; the frame has steps of its own when the next
 * step is at d + 1 (precompiles and code-less accounts run none). The first step back
 * at depth d has the outcome on top of its stack: 1/0 for calls, the new address or 0
 * for creates. Inner frames have null input and output; precompile calls null gas;
 * a selfdestruct's value is 0 because its balance is not in the steps.
 */
export function framesFromStructLogs(tx: TraceTxInfo, trace: unknown): TraceFrame[] {
  const { failed, returnValue, logs } = parseTrace(trace);
  const rootFailed = failed || tx.status === 'reverted';
  const nodes: Node[] = [ rootNode(tx, returnValue, rootFailed) ];
  // open[k] is the node running at depth k + 1.
  const open: number[] = [ 0 ];

  for (let index = 0; index < logs.length; index++) {
    const log = logs[index];
    if (log.depth > open.length || log.depth < 1) throw new TraceFormatError(`step ${ index } jumps to depth ${ log.depth }`);
    while (open.length > log.depth) {
      const closing = open.pop() as number;
      closeFrame(nodes, closing, open.length === log.depth ? log : null);
    }
    const current = open[open.length - 1];
    nodes[current].last = log;
    const op = readFrameOp(log);
    if (!op) continue;
    if (op.type === 'selfdestruct') {
      addChild(nodes, current, op, { gas: 0n, gasUsed: 0n });
      continue;
    }
    const next = logs[index + 1];
    // The opening step itself failed (e.g. out of gas for its own cost): no frame.
    if (!next || next.depth < log.depth) continue;
    const child = addChild(nodes, current, op, { gas: null, gasUsed: null }, log);
    if (next.depth === log.depth + 1) {
      nodes[child].frame.gas = BigInt(next.gas);
      open.push(child);
    } else {
      closeChildless(nodes[child], next);
    }
  }
  if (open.length > 1) throw new TraceFormatError('struct logs end inside a call');
  if (rootFailed) markFailed(nodes, 0, !tx.to);
  resolveSenders(nodes, rootContext(tx));
  return nodes.map((node) => node.frame);
}

function parseTrace(trace: unknown): { failed: boolean; returnValue: Hex | null; logs: StructLog[] } {
  const json = object(trace, 'struct-log trace');
  const logs = array(json.structLogs, 'structLogs').map((entry, index): StructLog => {
    const log = object(entry, `structLogs[${ index }]`);
    if (typeof log.op !== 'string' || typeof log.depth !== 'number') throw new TraceFormatError(`structLogs[${ index }] has no op or depth`);
    return {
      op: log.op,
      depth: log.depth,
      gas: Number(quantity(log.gas, `structLogs[${ index }].gas`)),
      gasCost: Number(quantity(log.gasCost, `structLogs[${ index }].gasCost`)),
      stack: Array.isArray(log.stack) ? log.stack as string[] : [],
      error: typeof log.error === 'string' && log.error ? log.error : undefined,
    };
  });
  return { failed: json.failed === true, returnValue: optionalData(json.returnValue, 'returnValue'), logs };
}

function rootNode(tx: TraceTxInfo, returnValue: Hex | null, failed: boolean): Node {
  const created = failed ? null : (tx.createdContractAddress ?? rootContext(tx));
  const frame: TraceFrame = {
    type: tx.to ? 'call' : 'create',
    callType: tx.to ? 'call' : null,
    from: lower(tx.from),
    to: tx.to ? lower(tx.to) : created && lower(created),
    value: tx.value,
    gas: tx.gas,
    gasUsed: tx.gasUsed,
    input: tx.input.toLowerCase() as Hex,
    output: returnValue,
    error: null,
    traceAddress: [],
    subtraces: 0,
  };
  return { frame, parent: -1, isStatic: false, opener: null, last: null };
}

/** The address the transaction runs as: the callee, or the contract it creates. */
function rootContext(tx: TraceTxInfo): Address {
  return lower(tx.to ?? tx.createdContractAddress ?? getContractAddress({ from: tx.from, nonce: BigInt(tx.nonce) }));
}

function addChild(
  nodes: Node[], parent: number, op: FrameOp, gas: Pick<TraceFrame, 'gas' | 'gasUsed'>, opener: StructLog | null = null,
): number {
  const parentNode = nodes[parent];
  const frame: TraceFrame = {
    type: op.type,
    callType: op.callType,
    // Filled in by resolveSenders, once every created address is known.
    from: zeroAddress,
    to: op.to,
    value: op.value,
    ...gas,
    input: null,
    output: null,
    error: null,
    traceAddress: [ ...parentNode.frame.traceAddress, parentNode.frame.subtraces ],
    subtraces: 0,
  };
  parentNode.frame.subtraces++;
  nodes.push({ frame, parent, isStatic: parentNode.isStatic || op.callType === 'staticcall', opener, last: null });
  return nodes.length - 1;
}

/** Closes a frame that ran steps, from the first step back in its parent. */
function closeFrame(nodes: Node[], index: number, back: StructLog | null) {
  const node = nodes[index];
  if (!back || !node.opener) throw new TraceFormatError('a call returns more than one level at once');
  const { frame, opener } = node;
  const outcome = stackWord(back, 0);
  // Gas left in the parent after paying for the call (forwarded gas included), plus what came back.
  const leftover = BigInt(back.gas - (opener.gas - opener.gasCost));
  frame.gasUsed = (frame.gas as bigint) - leftover;
  const isCreate = frame.type !== 'call';
  if (isCreate) frame.to = outcome === 0n ? null : wordToAddress(outcome);
  if (outcome === 0n) markFailed(nodes, index, isCreate);
}

/** Closes a frame that ran no steps: a precompile, a code-less account, or a call refused up front. */
function closeChildless(node: Node, back: StructLog) {
  const { frame, opener } = node;
  const outcome = stackWord(back, 0);
  const isCreate = frame.type !== 'call';
  const depthExceeded = (opener as StructLog).depth >= MAX_CALL_DEPTH;
  if (isCreate) frame.to = outcome === 0n ? null : wordToAddress(outcome);
  const precompile = !isCreate && isPrecompile(frame.to as Address);
  // Nothing ran, so all forwarded gas came back, except in a precompile (it charges
  // gas we cannot separate from what was forwarded) or an address collision (it burns it).
  const refunded = outcome !== 0n || frame.value > 0n || depthExceeded || !isCreate;
  if (!precompile && refunded) {
    frame.gas = BigInt(back.gas - ((opener as StructLog).gas - (opener as StructLog).gasCost));
    frame.gasUsed = 0n;
  }
  if (outcome !== 0n) return;
  if (depthExceeded) frame.error = 'max call depth exceeded';
  else if (frame.value > 0n) frame.error = 'insufficient balance for transfer';
  else frame.error = isCreate ? 'contract address collision' : 'execution failed';
}

function markFailed(nodes: Node[], index: number, isCreate: boolean) {
  const node = nodes[index];
  // A SELFDESTRUCT that ends a failed frame ran out of gas before it acted.
  if (node.last?.op === 'SELFDESTRUCT' && nodes[nodes.length - 1].parent === index) {
    nodes.pop();
    node.frame.subtraces--;
  }
  node.frame.error = failureReason(node.last, { isCreate, isStatic: node.isStatic });
  if (isCreate && index === 0) node.frame.to = null;
}

/** Sets each frame's `from` to the address its parent runs as. */
function resolveSenders(nodes: Node[], root: Address) {
  const contexts: Address[] = [ root ];
  for (let index = 1; index < nodes.length; index++) {
    const { frame, parent } = nodes[index];
    frame.from = contexts[parent];
    const keepsContext = frame.callType === 'delegatecall' || frame.callType === 'callcode' || frame.type === 'selfdestruct';
    // A failed create's would-be address is not in the steps; its children show the zero address.
    contexts.push(keepsContext ? contexts[parent] : (frame.to ?? zeroAddress));
  }
}

function lower(value: Address): Address {
  return value.toLowerCase() as Address;
}
