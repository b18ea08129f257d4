/**
 * Parsing of path and query parameters. Every helper either returns a normalised value
 * or throws {@link InvalidParamError} (422), so no malformed input reaches SQL and bad
 * input never becomes a 500. Hashes come back lower-case, as the database stores them.
 */
import { ADDRESS_HASH_PATTERN, FULL_HASH_PATTERN } from '../../types/hashes';
import { InvalidParamError } from './errors';

/** Largest integer a cursor may carry: 2^53, the edge of exact JavaScript numbers. */
const MAX_CURSOR_INT = 2n ** 53n;
/** Longest value of a comma list; the longest legitimate one is far shorter. */
const MAX_LIST_LENGTH = 512;
const DECIMAL = /^\d{1,20}$/;
// ISO-8601 UTC with optional fraction, as our own pending cursor writes it.
const TIMESTAMP = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2}):(\d{2})(\.\d{1,6})?Z$/;

/**
 * True when the fields name a real instant: JavaScript's Date rolls 2024-02-30 over to
 * March 1st, PostgreSQL refuses it, so each field is checked against the calendar.
 */
function isCalendarTimestamp(match: RegExpExecArray): boolean {
  const [ year, month, day, hour, minute, second ] = match.slice(1, 7).map(Number);
  const date = new Date(Date.UTC(year, month - 1, day, hour, minute, second));
  return year >= 1 && date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day &&
    date.getUTCHours() === hour && date.getUTCMinutes() === minute && date.getUTCSeconds() === second;
}

/** The parsed query string as Fastify hands it over. */
export type Query = Record<string, unknown>;

/** A block path segment: a height or a hash. */
export type BlockId = { kind: 'number'; number: number } | { kind: 'hash'; hash: string };

/**
 * Reads one query parameter as a string. Absent and empty both mean "not given", as the
 * frontend sends `type=` for "no filter"; a repeated key is ambiguous and rejected.
 */
export function queryValue(query: Query, name: string): string | undefined {
  const value = query[name];
  if (value === undefined || value === '') return undefined;
  if (typeof value !== 'string') throw new InvalidParamError(name, 'expected a single value');
  return value;
}

/** `0x` + 64 hex digits in any case → lower case. */
export function parseFullHash(value: string, name: string): string {
  if (!FULL_HASH_PATTERN.test(value)) throw new InvalidParamError(name, 'expected 0x followed by 64 hex digits');
  return value.toLowerCase();
}

/** `0x` + 40 hex digits in any case (checksummed or not) → lower case. */
export function parseAddressHash(value: string, name: string): string {
  if (!ADDRESS_HASH_PATTERN.test(value)) throw new InvalidParamError(name, 'expected 0x followed by 40 hex digits');
  return value.toLowerCase();
}

export function parseBoundedInt(value: string, name: string): number {
  if (!DECIMAL.test(value) || BigInt(value) > MAX_CURSOR_INT) {
    throw new InvalidParamError(name, `expected an integer from 0 to ${ MAX_CURSOR_INT }`);
  }
  return Number(value);
}

/** A block height (decimal, at most 2^53) or a block hash. */
export function parseBlockId(value: string, name = 'block_hash_or_number_param'): BlockId {
  if (value.startsWith('0x') || value.startsWith('0X')) return { kind: 'hash', hash: parseFullHash(value, name) };
  if (!DECIMAL.test(value)) throw new InvalidParamError(name, 'expected a block number or a block hash');
  return { kind: 'number', number: parseBoundedInt(value, name) };
}

/** A non-negative integer keyset cursor value (at most 2^53), or undefined when absent. */
export function cursorInt(query: Query, name: string): number | undefined {
  const value = queryValue(query, name);
  return value === undefined ? undefined : parseBoundedInt(value, name);
}

/** An ISO-8601 UTC timestamp cursor value (the pending list's `inserted_at`). */
export function cursorTimestamp(query: Query, name: string): string | undefined {
  const value = queryValue(query, name);
  if (value === undefined) return undefined;
  const match = TIMESTAMP.exec(value);
  if (!match || !isCalendarTimestamp(match)) {
    throw new InvalidParamError(name, 'expected an ISO-8601 UTC timestamp such as 2024-05-01T12:00:00.000000Z');
  }
  return value;
}

/** A full-hash cursor value, or undefined when absent. */
export function cursorHash(query: Query, name: string): string | undefined {
  const value = queryValue(query, name);
  return value === undefined ? undefined : parseFullHash(value, name);
}

/** One value out of `allowed`, or `fallback` when absent. */
export function parseEnum<T extends string>(query: Query, name: string, allowed: readonly T[], fallback: T): T {
  const value = queryValue(query, name);
  if (value === undefined) return fallback;
  if (!(allowed as readonly string[]).includes(value)) throw new InvalidParamError(name, `expected one of ${ allowed.join(', ') }`);
  return value as T;
}

/**
 * A comma list (`type=token_transfer,contract_call`) whose items `normalise` accepts
 * (returns the canonical form) or rejects (returns null). Duplicates are dropped;
 * undefined when absent.
 */
export function parseCommaList(query: Query, name: string, normalise: (item: string) => string | null, expected: string): string[] | undefined {
  const value = queryValue(query, name);
  if (value === undefined) return undefined;
  if (value.length > MAX_LIST_LENGTH) throw new InvalidParamError(name, 'list too long');
  const items = value.split(',').map((item) => item.trim()).filter(Boolean);
  const normalised = items.map((item) => {
    const result = normalise(item);
    if (result === null) throw new InvalidParamError(name, `expected a comma list of ${ expected }`);
    return result;
  });
  return normalised.length > 0 ? [ ...new Set(normalised) ] : undefined;
}

/** A comma list whose items must be members of `allowed`. */
export function parseAllowedList<T extends string>(query: Query, name: string, allowed: readonly T[]): T[] | undefined {
  const isAllowed = (item: string) => (allowed as readonly string[]).includes(item) ? item : null;
  return parseCommaList(query, name, isAllowed, allowed.join(', ')) as T[] | undefined;
}

/** An address-hash cursor value (any case) → lower case, or undefined when absent. */
export function cursorAddressHash(query: Query, name: string): string | undefined {
  const value = queryValue(query, name);
  return value === undefined ? undefined : parseAddressHash(value, name);
}

// Up to 2^256 − 1: the largest amount (wei, token units) a cursor can carry.
const UINT256_DECIMAL = /^\d{1,78}$/;

/** A non-negative integer cursor value of any size (an amount), as a decimal string without leading zeros. */
export function cursorDecimal(query: Query, name: string): string | undefined {
  const value = queryValue(query, name);
  if (value === undefined) return undefined;
  if (!UINT256_DECIMAL.test(value) || BigInt(value) >= 2n ** 256n) {
    throw new InvalidParamError(name, 'expected a non-negative integer below 2^256');
  }
  return BigInt(value).toString();
}

/** A uint256 path value such as an NFT token id, as a decimal string without leading zeros. */
export function parseUint256(value: string, name: string): string {
  if (!UINT256_DECIMAL.test(value) || BigInt(value) >= 2n ** 256n) {
    throw new InvalidParamError(name, 'expected a non-negative integer below 2^256');
  }
  return BigInt(value).toString();
}

/** One value out of `allowed`, or undefined when absent. */
export function parseOptionalEnum<T extends string>(query: Query, name: string, allowed: readonly T[]): T | undefined {
  const value = queryValue(query, name);
  if (value === undefined) return undefined;
  if (!(allowed as readonly string[]).includes(value)) throw new InvalidParamError(name, `expected one of ${ allowed.join(', ') }`);
  return value as T;
}

/** `true` or `false`, or undefined when absent. */
export function cursorBoolean(query: Query, name: string): boolean | undefined {
  const value = queryValue(query, name);
  if (value === undefined) return undefined;
  if (value !== 'true' && value !== 'false') throw new InvalidParamError(name, 'expected true or false');
  return value === 'true';
}

/** A free-text cursor value of at most `maxLength` characters, or undefined when absent. */
export function cursorText(query: Query, name: string, maxLength: number): string | undefined {
  const value = queryValue(query, name);
  if (value !== undefined && value.length > maxLength) throw new InvalidParamError(name, `expected at most ${ maxLength } characters`);
  return value;
}

/**
 * Like {@link parseAllowedList}, but the list may also come in brackets
 * (`type=[ERC-20,ERC-721]`), as Blockscout's token-type filters accept.
 */
export function parseBracketedList<T extends string>(query: Query, name: string, allowed: readonly T[]): T[] | undefined {
  const value = queryValue(query, name);
  const inner = value?.match(/^\[(.*)\]$/)?.[1];
  return parseAllowedList(inner === undefined ? query : { ...query, [name]: inner }, name, allowed);
}

/** Deepest a request value is searched for NUL; deeper ones are refused as well. */
const MAX_SEARCH_DEPTH = 16;

/**
 * The name of the first string in `value` (a path, query or body object) that holds a
 * NUL character, which PostgreSQL cannot store or compare; null when there is none.
 */
export function findNulCharacter(value: unknown, name: string, depth = 0): string | null {
  if (typeof value === 'string') return value.includes('\u0000') ? name : null;
  if (value === null || typeof value !== 'object') return null;
  if (depth > MAX_SEARCH_DEPTH) return name;
  for (const [ key, item ] of Object.entries(value)) {
    if (key.includes('\u0000')) return name;
    const found = findNulCharacter(item, Array.isArray(value) ? name : key, depth + 1);
    if (found) return found;
  }
  return null;
}
