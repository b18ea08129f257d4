/**
 * The legacy read/write method lists and `query-read-method` (GUIDE §5.3), as pure
 * functions over an ABI: which entries are read or write methods, their `method_id` and
 * `names`, arguments from JSON, outputs to JSON, and what a revert means.
 *
 * Values are written as Blockscout wrote them: integers as decimal strings, addresses
 * checksummed, bytes as `0x` hex, booleans as booleans, tuples and arrays as arrays.
 */
import {
  decodeAbiParameters, decodeErrorResult, toFunctionSelector,
  type AbiFunction, type AbiParameter as ViemAbiParameter, type Hex,
} from 'viem';

import type { AbiItem, AbiParameter, SmartContractMethod } from '../../../types/api/contract';
import { isAddressHash } from '../../../types/hashes';
import { decodeRevertReason } from '../decoding';
import { canonicalType } from '../decoding/format';
import { InvalidParamError } from '../../http/errors';
import { checksumAddress } from '../../common/checksumAddress';

const ARRAY_SUFFIX = /^(.*)\[(\d*)\]$/;
const INTEGER = /^(u?)int(\d*)$/;
const FIXED_BYTES = /^bytes(\d+)$/;
const HEX = /^0x(?:[0-9a-fA-F]{2})*$/;

/** Output names; the shared type says one level, tuples nest (`[name, [component names]]`). */
type Names = Array<string | Names>;

/** True for `view`/`pure` functions (and `constant: true` of ABIs older than solc 0.5). */
export function isReadMethod(item: AbiItem): boolean {
  return item.type === 'function' &&
    (item.stateMutability === 'view' || item.stateMutability === 'pure' || (item as { constant?: boolean }).constant === true);
}

/** Functions that change state, and the contract's fallback and receive entries. */
export function isWriteMethod(item: AbiItem): boolean {
  return (item.type === 'function' && !isReadMethod(item)) || item.type === 'fallback' || item.type === 'receive';
}

/** The 4-byte selector as Blockscout wrote it: 8 hex digits, no `0x`. */
export function methodIdOf(item: AbiItem): string {
  return toFunctionSelector(item as AbiFunction).slice(2);
}

/** Output names; a tuple gives `[name, [component names]]`. */
export function outputNames(outputs: readonly AbiParameter[] = []): Names {
  return outputs.map((output) => output.type.startsWith('tuple') ? [ output.name ?? '', outputNames(output.components) ] : output.name ?? '');
}

/** The type as `query-read-method` names it: `tuple(uint32,address[])` for tuples. */
export function outputType(parameter: AbiParameter): string {
  return parameter.type.startsWith('tuple') ? `tuple${ canonicalType(parameter as ViemAbiParameter) }` : parameter.type;
}

/** A method-list entry: the ABI item with `method_id` and, for read methods, `names`. */
export function serializeMethod(item: AbiItem, values?: unknown[] | { error: string }): SmartContractMethod {
  const method = { ...item, ...(item.type === 'function' ? { method_id: methodIdOf(item) } : {}) } as SmartContractMethod;
  if (!isReadMethod(item)) return method;
  method.names = outputNames(item.outputs) as SmartContractMethod['names'];
  if (values && 'error' in values) method.error = values.error;
  else if (values) method.outputs = (item.outputs ?? []).map((output, index) => ({ ...output, value: values[index] }));
  return method;
}

/** Decodes return data into JSON values, one per output. Throws when it does not fit. */
export function decodeOutputs(item: AbiItem, data: Hex): unknown[] {
  const outputs = (item.outputs ?? []) as ViemAbiParameter[];
  const values = decodeAbiParameters(outputs, data);
  return outputs.map((output, index) => toJsonValue(output, values[index]));
}

function toJsonValue(parameter: ViemAbiParameter, value: unknown): unknown {
  const array = ARRAY_SUFFIX.exec(parameter.type);
  if (array) return (value as readonly unknown[]).map((item) => toJsonValue({ ...parameter, type: array[1] } as ViemAbiParameter, item));
  if (parameter.type === 'tuple') {
    const components = 'components' in parameter ? parameter.components : [];
    return components.map((component, index) => toJsonValue(component,
      Array.isArray(value) ? value[index] : (value as Record<string, unknown>)[component.name ?? String(index)]));
  }
  if (parameter.type === 'address') return checksumAddress(String(value).toLowerCase());
  if (typeof value === 'bigint' || typeof value === 'number') return value.toString();
  return value;
}

/**
 * Turns the JSON `args` of `query-read-method` into what viem encodes. Integers come as
 * decimal (or hex) strings or numbers, tuples as arrays or objects, nested values may be
 * JSON text as the form sends them.
 * @throws {InvalidParamError} naming the argument and what it expected.
 */
export function parseArguments(inputs: readonly AbiParameter[] = [], args: unknown[]): unknown[] {
  if (args.length !== inputs.length) throw new InvalidParamError('args', `expected ${ inputs.length } values, got ${ args.length }`);
  return inputs.map((input, index) => {
    try {
      return parseValue(input, args[index]);
    } catch (error) {
      throw new InvalidParamError('args', `argument ${ index + 1 } (${ input.name || input.type }): ${ (error as Error).message }`);
    }
  });
}

function parseValue(parameter: AbiParameter, raw: unknown): unknown {
  const array = ARRAY_SUFFIX.exec(parameter.type);
  if (array) {
    const items = typeof raw === 'string' ? JSON.parse(raw) as unknown : raw;
    if (!Array.isArray(items)) throw new Error('expected an array');
    if (array[2] && items.length !== Number(array[2])) throw new Error(`expected ${ array[2] } items`);
    return items.map((item) => parseValue({ ...parameter, type: array[1] }, item));
  }
  if (parameter.type === 'tuple') {
    const fields = typeof raw === 'string' ? JSON.parse(raw) as unknown : raw;
    const components = parameter.components ?? [];
    if (Array.isArray(fields)) {
      if (fields.length !== components.length) throw new Error(`expected ${ components.length } fields`);
      return components.map((component, index) => parseValue(component, fields[index]));
    }
    if (fields === null || typeof fields !== 'object') throw new Error('expected a tuple as an array or an object');
    return components.map((component) => parseValue(component, (fields as Record<string, unknown>)[component.name]));
  }
  const integer = INTEGER.exec(parameter.type);
  if (integer) return parseInteger(raw, integer[1] === 'u', Number(integer[2] || 256));
  const text = typeof raw === 'string' ? raw.trim() : raw;
  if (parameter.type === 'address') {
    if (!isAddressHash(text)) throw new Error('expected 0x followed by 40 hex digits');
    return text.toLowerCase();
  }
  if (parameter.type === 'bool') {
    if (text === true || text === 'true') return true;
    if (text === false || text === 'false') return false;
    throw new Error('expected true or false');
  }
  if (parameter.type === 'string') {
    if (typeof raw !== 'string') throw new Error('expected a string');
    return raw;
  }
  const fixed = FIXED_BYTES.exec(parameter.type);
  if (parameter.type === 'bytes' || fixed) {
    if (typeof text !== 'string' || !HEX.test(text)) throw new Error('expected 0x and an even number of hex digits');
    if (fixed && (text.length - 2) / 2 !== Number(fixed[1])) throw new Error(`expected ${ fixed[1] } bytes`);
    return text.toLowerCase();
  }
  throw new Error(`type ${ parameter.type } is not supported`);
}

function parseInteger(raw: unknown, unsigned: boolean, bits: number): bigint {
  const text = typeof raw === 'number' && Number.isSafeInteger(raw) ? String(raw) : typeof raw === 'string' ? raw.trim() : '';
  if (!/^-?\d{1,80}$/.test(text) && !/^0x[0-9a-fA-F]{1,64}$/.test(text)) throw new Error('expected an integer');
  const value = BigInt(text);
  const min = unsigned ? 0n : -(1n << BigInt(bits - 1));
  const max = unsigned ? (1n << BigInt(bits)) - 1n : (1n << BigInt(bits - 1)) - 1n;
  if (value < min || value > max) throw new Error(`out of range for ${ unsigned ? 'u' : '' }int${ bits }`);
  return value;
}

/** Solidity's panic codes (`Panic(uint256)`), by code. */
const PANIC_REASONS: Record<number, string> = {
  0x00: 'generic compiler panic',
  0x01: 'assertion failed',
  0x11: 'arithmetic overflow or underflow',
  0x12: 'division or modulo by zero',
  0x21: 'conversion to an invalid enum value',
  0x22: 'incorrectly encoded storage byte array',
  0x31: 'pop() on an empty array',
  0x32: 'array index out of bounds',
  0x41: 'too much memory allocated',
  0x51: 'call to an uninitialised internal function',
};

/**
 * What revert data says: the reason string, a custom error of the contract's ABI (or of
 * the known ABIs) with its arguments, or a named panic. Null when there is nothing to read.
 */
export function explainRevert(abi: readonly AbiItem[], data: Hex | null): string | null {
  if (!data || data.length < 10) return null;
  try {
    const decoded = decodeErrorResult({ abi: abi as never, data });
    const args = (decoded.args ?? []) as readonly unknown[];
    if (decoded.errorName === 'Error') return String(args[0]);
    if (decoded.errorName === 'Panic') {
      const code = Number(args[0]);
      return `Panic(0x${ code.toString(16).padStart(2, '0') }): ${ PANIC_REASONS[code] ?? 'unknown panic code' }`;
    }
    const inputs = ('inputs' in decoded.abiItem ? decoded.abiItem.inputs : []) as ViemAbiParameter[];
    return `${ decoded.errorName }(${ inputs.map((input, index) =>
      `${ input.name || index }=${ JSON.stringify(toJsonValue(input, args[index])) }`).join(', ') })`;
  } catch {
    const known = decodeRevertReason(data);
    if (!known?.method_call) return null;
    const name = known.method_call.slice(0, known.method_call.indexOf('('));
    return `${ name }(${ known.parameters.map((parameter) => `${ parameter.name }=${ JSON.stringify(parameter.value) }`).join(', ') })`;
  }
}
