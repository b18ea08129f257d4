/**
 * geth's `callTracer` (nested call objects) to {@link TraceFrame}s in depth-first order.
 * The same shape comes from `debug_traceTransaction`, `debug_traceBlockByNumber` and
 * the geth-compatible debug APIs of Erigon, Nethermind, Reth, Anvil and Besu.
 */
import type { CallType, FrameType, TraceFrame } from './types';
import { TraceFormatError } from './errors';
import { array, address, object, optionalAddress, optionalData, optionalQuantity, optionalText, type Json } from './parse';

const KINDS: Record<string, { type: FrameType; callType: CallType | null }> = {
  CALL: { type: 'call', callType: 'call' },
  CALLCODE: { type: 'call', callType: 'callcode' },
  DELEGATECALL: { type: 'call', callType: 'delegatecall' },
  STATICCALL: { type: 'call', callType: 'staticcall' },
  CREATE: { type: 'create', callType: null },
  CREATE2: { type: 'create2', callType: null },
  SELFDESTRUCT: { type: 'selfdestruct', callType: null },
};

/** One call object as geth's callTracer writes it (quantities as 0x hex). The converter checks every field. */
export interface CallTracerCall {
  type: string;
  from: string;
  to?: string;
  value?: string;
  gas?: string;
  gasUsed?: string;
  input?: string;
  output?: string;
  error?: string;
  revertReason?: string;
  calls?: CallTracerCall[];
}

/**
 * Converts the root call object of a `callTracer` result into frames, the root first.
 * @dev `to` of a failed create is null (geth drops it too). DELEGATECALL and STATICCALL
 * move no coin, so their value is 0 whatever the node echoes (older geth repeats the
 * caller's value on DELEGATECALL).
 */
export function framesFromCallTracer(root: unknown): TraceFrame[] {
  const frames: TraceFrame[] = [];
  // An explicit stack, not recursion: calls nest up to 1,024 deep.
  const pending: Array<{ call: unknown; traceAddress: number[] }> = [ { call: root, traceAddress: [] } ];
  while (pending.length > 0) {
    const { call, traceAddress } = pending.pop() as { call: unknown; traceAddress: number[] };
    const where = `call [${ traceAddress.join(',') }]`;
    const json = object(call, where);
    const children = json.calls === undefined || json.calls === null ? [] : array(json.calls, `${ where }.calls`);
    frames.push(toFrame(json, where, traceAddress, children.length));
    // Reversed, so the first child is popped first and the order stays depth-first.
    for (let index = children.length - 1; index >= 0; index--) {
      pending.push({ call: children[index], traceAddress: [ ...traceAddress, index ] });
    }
  }
  return frames;
}

function toFrame(json: Json, where: string, traceAddress: number[], subtraces: number): TraceFrame {
  const kind = KINDS[String(json.type).toUpperCase()];
  if (!kind) throw new TraceFormatError(`${ where }.type is unknown: ${ JSON.stringify(json.type) }`);
  const error = optionalText(json.error);
  const isCreate = kind.type === 'create' || kind.type === 'create2';
  const movesNoValue = kind.callType === 'delegatecall' || kind.callType === 'staticcall';
  return {
    type: kind.type,
    callType: kind.callType,
    from: address(json.from, `${ where }.from`),
    to: isCreate && error ? null : optionalAddress(json.to, `${ where }.to`),
    value: movesNoValue ? 0n : optionalQuantity(json.value, `${ where }.value`, 0n),
    gas: optionalQuantity(json.gas, `${ where }.gas`, null),
    gasUsed: optionalQuantity(json.gasUsed, `${ where }.gasUsed`, null),
    input: optionalData(json.input, `${ where }.input`),
    output: optionalData(json.output, `${ where }.output`),
    error,
    traceAddress,
    subtraces,
  };
}
