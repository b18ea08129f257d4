/**
 * Parity-style traces (`trace_replayBlockTransactions(block, ['trace'])` of
 * OpenEthereum, Erigon, Nethermind, Reth) to {@link TraceFrame}s. The node already
 * gives a flat depth-first list with trace addresses, so this only renames fields.
 */
import type { CallType, TraceFrame } from './types';
import { TraceFormatError } from './errors';
import {
  address, array, object, optionalAddress, optionalData, optionalQuantity, optionalText, quantity, type Json,
} from './parse';

const CALL_TYPES: CallType[] = [ 'call', 'delegatecall', 'staticcall', 'callcode' ];

/**
 * Converts one element of a `trace_replayBlockTransactions` answer
 * (`{output, stateDiff, trace, transactionHash, vmTrace}`) into frames.
 * @dev A failed create has no result, so its `to` is null. `suicide` (Reth also
 * writes `selfdestruct`) becomes a selfdestruct frame from the dying contract to the
 * refund address carrying its balance; it forwards no gas, hence gas 0.
 */
export function framesFromTraceReplay(result: unknown): TraceFrame[] {
  const traces = array(object(result, 'replay result').trace, 'replay result.trace');
  return traces.map((entry, index) => toFrame(object(entry, `trace[${ index }]`), `trace[${ index }]`));
}

function toFrame(json: Json, where: string): TraceFrame {
  const action = object(json.action, `${ where }.action`);
  const result = json.result === null || json.result === undefined ? null : object(json.result, `${ where }.result`);
  const error = optionalText(json.error);
  const position = {
    traceAddress: traceAddress(json.traceAddress, `${ where }.traceAddress`),
    subtraces: count(json.subtraces, `${ where }.subtraces`),
  };
  const gasUsed = optionalQuantity(result?.gasUsed, `${ where }.result.gasUsed`, null);

  switch (json.type) {
    case 'call': {
      const callType = String(action.callType).toLowerCase() as CallType;
      if (!CALL_TYPES.includes(callType)) throw new TraceFormatError(`${ where }.action.callType is unknown: ${ String(action.callType) }`);
      const movesNoValue = callType === 'delegatecall' || callType === 'staticcall';
      return {
        type: 'call',
        callType,
        from: address(action.from, `${ where }.action.from`),
        to: optionalAddress(action.to, `${ where }.action.to`),
        value: movesNoValue ? 0n : optionalQuantity(action.value, `${ where }.action.value`, 0n),
        gas: optionalQuantity(action.gas, `${ where }.action.gas`, null),
        gasUsed,
        input: optionalData(action.input, `${ where }.action.input`),
        output: optionalData(result?.output, `${ where }.result.output`),
        error,
        ...position,
      };
    }
    case 'create':
      return {
        type: action.creationMethod === 'create2' ? 'create2' : 'create',
        callType: null,
        from: address(action.from, `${ where }.action.from`),
        to: error ? null : optionalAddress(result?.address, `${ where }.result.address`),
        value: optionalQuantity(action.value, `${ where }.action.value`, 0n),
        gas: optionalQuantity(action.gas, `${ where }.action.gas`, null),
        gasUsed,
        input: optionalData(action.init, `${ where }.action.init`),
        output: optionalData(result?.code, `${ where }.result.code`),
        error,
        ...position,
      };
    case 'suicide':
    case 'selfdestruct':
      return {
        type: 'selfdestruct',
        callType: null,
        from: address(action.address, `${ where }.action.address`),
        to: address(action.refundAddress, `${ where }.action.refundAddress`),
        value: quantity(action.balance ?? '0x0', `${ where }.action.balance`),
        gas: 0n,
        gasUsed: 0n,
        input: null,
        output: null,
        error,
        ...position,
      };
    default:
      throw new TraceFormatError(`${ where }.type is unknown: ${ JSON.stringify(json.type) }`);
  }
}

function count(value: unknown, field: string): number {
  if (typeof value === 'number' && Number.isSafeInteger(value) && value >= 0) return value;
  throw new TraceFormatError(`${ field } is not a count: ${ JSON.stringify(value) }`);
}

function traceAddress(value: unknown, field: string): number[] {
  return array(value, field).map((index, position) => count(index, `${ field }[${ position }]`));
}
