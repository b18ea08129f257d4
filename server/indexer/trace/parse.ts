/**
 * Readers for the loosely typed JSON of trace answers: each checks one field and
 * returns it in the shape of {@link TraceFrame}, or throws {@link TraceFormatError}.
 */
import type { Address, Hex } from 'viem';

import { LOWERCASE_ADDRESS_HASH_PATTERN } from '../../../types/hashes';
import { TraceFormatError } from './errors';

/** A JSON object, as far as the parsers care. */
export type Json = Record<string, unknown>;

/** True for a JSON object (not null, not an array). */
export function isObject(value: unknown): value is Json {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The object at `value`, or a format error naming `field`. */
export function object(value: unknown, field: string): Json {
  if (!isObject(value)) throw new TraceFormatError(`${ field } is not an object`);
  return value;
}

/** The array at `value`, or a format error naming `field`. */
export function array(value: unknown, field: string): unknown[] {
  if (!Array.isArray(value)) throw new TraceFormatError(`${ field } is not an array`);
  return value;
}

/** A quantity given as a 0x hex string or (geth struct logs) as a JSON number. */
export function quantity(value: unknown, field: string): bigint {
  if (typeof value === 'number' && Number.isSafeInteger(value) && value >= 0) return BigInt(value);
  if (typeof value === 'string' && /^0x[0-9a-f]+$/i.test(value)) return BigInt(value);
  throw new TraceFormatError(`${ field } is not a quantity: ${ JSON.stringify(value) }`);
}

/** Like {@link quantity}, but a missing field is `fallback`. */
export function optionalQuantity<T>(value: unknown, field: string, fallback: T): bigint | T {
  return value === undefined || value === null ? fallback : quantity(value, field);
}

/** A 20-byte address, lower-cased. */
export function address(value: unknown, field: string): Address {
  // Any case, the `0X` prefix too: the value is lower-cased before the check.
  if (typeof value === 'string' && LOWERCASE_ADDRESS_HASH_PATTERN.test(value.toLowerCase())) return value.toLowerCase() as Address;
  throw new TraceFormatError(`${ field } is not an address: ${ JSON.stringify(value) }`);
}

/** An address, or null when the field is missing or null. */
export function optionalAddress(value: unknown, field: string): Address | null {
  return value === undefined || value === null ? null : address(value, field);
}

/**
 * Hex data, lower-cased, or null when missing. Struct-log tracers return some data
 * without the 0x prefix (geth's `returnValue`, Hardhat's empty one), so it is added.
 */
export function optionalData(value: unknown, field: string): Hex | null {
  if (value === undefined || value === null) return null;
  if (typeof value === 'string' && /^(0x)?([0-9a-f]{2})*$/i.test(value)) {
    return `0x${ value.replace(/^0x/i, '').toLowerCase() }`;
  }
  throw new TraceFormatError(`${ field } is not hex data`);
}

/** A non-empty error string, or null. */
export function optionalText(value: unknown): string | null {
  return typeof value === 'string' && value.length > 0 ? value : null;
}
