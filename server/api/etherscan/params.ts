/**
 * An Etherscan request's parameters: the query string and a form or JSON body merged
 * (the body wins), with getters that refuse a missing or malformed value in Etherscan's words.
 */
import { ADDRESS_HASH_PATTERN, FULL_HASH_PATTERN } from '../../../types/hashes';
import { EtherscanError } from './envelope';

const INTEGER = /^\d{1,15}$/;
const MAX_UNIX_SECONDS = 253_402_300_799;
/** Longest value read from the query; the body's own limit covers sources. */
const MAX_VALUE_LENGTH = 100_000_000;

export class EtherscanParams {
  private readonly values: Map<string, string>;

  constructor(query: unknown, body: unknown) {
    this.values = new Map();
    for (const source of [ query, body ]) {
      if (source === null || typeof source !== 'object' || Array.isArray(source)) continue;
      for (const [ name, value ] of Object.entries(source as Record<string, unknown>)) {
        // A repeated query parameter arrives as an array: the first one counts.
        const first = Array.isArray(value) ? value[0] : value;
        if (typeof first === 'string' || typeof first === 'number' || typeof first === 'boolean') {
          this.values.set(name, String(first).slice(0, MAX_VALUE_LENGTH));
        }
      }
    }
  }

  /** The value of the first of `names` that is present and not empty. */
  optional(...names: string[]): string | undefined {
    for (const name of names) {
      const value = this.values.get(name);
      if (value !== undefined && value !== '') return value;
    }
    return undefined;
  }

  required(...names: string[]): string {
    const value = this.optional(...names);
    if (value === undefined) throw new EtherscanError(`Query parameter '${ names[0] }' is required`);
    return value;
  }

  /** A lower-case address; `invalid` is the refusal of a malformed one (Blockscout's words differ per action). */
  address(...names: string[]): string {
    return this.addressWith('Invalid address format', ...names);
  }

  addressWith(invalid: string, ...names: string[]): string {
    const value = this.required(...names);
    if (!ADDRESS_HASH_PATTERN.test(value)) throw new EtherscanError(invalid);
    return value.toLowerCase();
  }

  /** An optional lower-case address. */
  optionalAddress(name: string, invalid = `Invalid ${ name } format`): string | undefined {
    const value = this.optional(name);
    if (value === undefined) return undefined;
    if (!ADDRESS_HASH_PATTERN.test(value)) throw new EtherscanError(invalid);
    return value.toLowerCase();
  }

  /** A lower-case 32-byte hash. */
  hash(name: string, invalid = `Invalid ${ name } format`): string {
    const value = this.required(name);
    if (!FULL_HASH_PATTERN.test(value)) throw new EtherscanError(invalid);
    return value.toLowerCase();
  }

  /** A non-negative integer (block numbers), or undefined when absent. */
  integer(name: string, invalid = `Invalid ${ name } format`, max = Number.MAX_SAFE_INTEGER): number | undefined {
    const value = this.optional(name);
    if (value === undefined) return undefined;
    if (!INTEGER.test(value) || Number(value) > max) throw new EtherscanError(invalid);
    return Number(value);
  }

  /**
   * A block number, or `latest` (the indexed head), as Etherscan's account lists take
   * `startblock` and `endblock` (etherscan-api sends `endblock=latest` by default).
   */
  blockNumber(name: string, invalid = `Invalid ${ name } format`): number | 'latest' | undefined {
    if (this.optional(name)?.toLowerCase() === 'latest') return 'latest';
    return this.integer(name, invalid);
  }

  /** The `id` of an answer in JSON-RPC's shape: a number, else text; 1 by default. */
  jsonRpcId(): string | number {
    const raw = this.optional('id');
    if (raw === undefined) return 1;
    return /^\d{1,15}$/.test(raw) ? Number(raw) : raw.slice(0, 100);
  }

  /** Unix seconds up to the end of year 9999, the last time the database and `Date` both take. */
  unixTime(name: string, invalid = `Invalid ${ name } format`): number | undefined {
    return this.integer(name, invalid, MAX_UNIX_SECONDS);
  }

  /** A comma list of lower-case addresses, at most `max`. */
  addressList(name: string, max: number): string[] {
    const items = this.required(name).split(',').map((item) => item.trim()).filter(Boolean);
    if (items.length === 0 || items.some((item) => !ADDRESS_HASH_PATTERN.test(item))) throw new EtherscanError('Invalid address format');
    if (items.length > max) throw new EtherscanError(`Maximum of ${ max } addresses allowed`);
    return [ ...new Set(items.map((item) => item.toLowerCase())) ];
  }
}
