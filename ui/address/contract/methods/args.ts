/**
 * Method arguments typed into text fields, checked against their ABI type. Arrays and tuples
 * are typed as JSON (`[1, 2]`, `["0x…", true]`). The parsed form is JSON-safe (integers stay
 * decimal strings, as `query-read-method` takes them); {@link toViemArgs} turns it into what
 * viem encodes (bigint integers) for a write.
 */
import type { AbiParameter } from 'types/api/contract';

export const ADDRESS_RE = /^0x[\da-fA-F]{40}$/;
const INT_RE = /^(u?)int(\d*)$/;
const BYTES_RE = /^bytes(\d*)$/;
const ARRAY_RE = /^(.*)\[(\d*)\]$/;

export class ArgError extends Error {}

function parseJson(raw: string, what: string): unknown {
  try {
    return JSON.parse(raw);
  } catch {
    throw new ArgError(`Enter the ${ what } as JSON, e.g. [1, 2]`);
  }
}

function parseInteger(value: unknown, unsigned: boolean, bits: number): string {
  const text = typeof value === 'number' ? String(value) : typeof value === 'string' ? value.trim().replace(/_/g, '') : '';
  if (!/^-?\d+$/.test(text) && !/^0x[\da-fA-F]+$/.test(text)) throw new ArgError('Enter a whole number');
  const number = BigInt(text);
  const max = unsigned ? (1n << BigInt(bits)) - 1n : (1n << BigInt(bits - 1)) - 1n;
  const min = unsigned ? 0n : -(1n << BigInt(bits - 1));
  if (number < min || number > max) throw new ArgError(unsigned && number < 0n ? 'Must not be negative' : `Out of range for ${ unsigned ? 'u' : '' }int${ bits }`);
  return number.toString();
}

/** Checks and normalises one value (already parsed from JSON when nested) for `param`. */
function parseValue(param: Pick<AbiParameter, 'type' | 'components'>, value: unknown): unknown {
  const type = param.type;
  const array = ARRAY_RE.exec(type);
  if (array) {
    const items = typeof value === 'string' ? parseJson(value, 'array') : value;
    if (!Array.isArray(items)) throw new ArgError('Enter an array, e.g. [1, 2]');
    if (array[2] && items.length !== Number(array[2])) throw new ArgError(`Enter exactly ${ array[2] } items`);
    return items.map((item) => parseValue({ type: array[1], components: param.components }, item));
  }
  if (type === 'tuple') {
    const fields = typeof value === 'string' ? parseJson(value, 'tuple') : value;
    const components = param.components ?? [];
    if (!Array.isArray(fields) || fields.length !== components.length) throw new ArgError(`Enter ${ components.length } values as a JSON array`);
    return components.map((component, index) => parseValue(component, fields[index]));
  }
  const int = INT_RE.exec(type);
  if (int) return parseInteger(value, int[1] === 'u', Number(int[2] || 256));
  const text = typeof value === 'string' ? value.trim() : value;
  if (type === 'address') {
    if (typeof text !== 'string' || !ADDRESS_RE.test(text)) throw new ArgError('Enter an address: 0x and 40 hex digits');
    return text;
  }
  if (type === 'bool') {
    if (text === true || text === 'true') return true;
    if (text === false || text === 'false') return false;
    throw new ArgError('Enter true or false');
  }
  const bytes = BYTES_RE.exec(type);
  if (bytes) {
    if (typeof text !== 'string' || !/^0x(?:[\da-fA-F]{2})*$/.test(text)) throw new ArgError('Enter hex bytes starting with 0x');
    if (bytes[1] && text.length !== 2 + Number(bytes[1]) * 2) throw new ArgError(`Enter exactly ${ bytes[1] } bytes`);
    return text;
  }
  // string and anything else is passed as typed.
  return typeof value === 'string' ? value : String(value ?? '');
}

/** Parses a form's raw values: `{ values }`, or `{ errors }` by input index. */
export function parseArgs(
  inputs: ReadonlyArray<AbiParameter>, raw: ReadonlyArray<string>,
): { values: Array<unknown>; errors?: undefined } | { values?: undefined; errors: Record<number, string> } {
  const errors: Record<number, string> = {};
  const values = inputs.map((input, index) => {
    try {
      if (input.type !== 'string' && !(raw[index] ?? '').trim()) throw new ArgError('Required');
      return parseValue(input, raw[index] ?? '');
    } catch (error) {
      errors[index] = error instanceof ArgError ? error.message : 'Invalid value';
      return undefined;
    }
  });
  return Object.keys(errors).length > 0 ? { errors } : { values };
}

/** The parsed args with integers as bigint, for viem's encoder. */
export function toViemArgs(inputs: ReadonlyArray<AbiParameter>, values: ReadonlyArray<unknown>): Array<unknown> {
  const convert = (param: Pick<AbiParameter, 'type' | 'components'>, value: unknown): unknown => {
    const array = ARRAY_RE.exec(param.type);
    if (array && Array.isArray(value)) return value.map((item) => convert({ type: array[1], components: param.components }, item));
    if (param.type === 'tuple' && Array.isArray(value)) return (param.components ?? []).map((component, index) => convert(component, value[index]));
    if (INT_RE.test(param.type) && typeof value === 'string') return BigInt(value);
    return value;
  };
  return inputs.map((input, index) => convert(input, values[index]));
}

/** Placeholder of an input: its type, with a hint of the JSON form for arrays and tuples. */
export function inputPlaceholder(param: AbiParameter): string {
  const label = `${ param.name || 'value' } (${ param.type === 'tuple' ? `tuple(${ (param.components ?? []).map((c) => c.type).join(',') })` : param.type })`;
  return ARRAY_RE.test(param.type) || param.type === 'tuple' ? `${ label }, as JSON` : label;
}
