/**
 * An Etherscan request's parameters: the query string and a form or JSON body merged
 * (the body wins), with getters that refuse a missing or malformed value in Etherscan's words.
 */
import { EtherscanError } from './envelope';

const ADDRESS = /^0x[0-9a-fA-F]{40}$/;
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

  /** A lower-case address. */
  address(...names: string[]): string {
    const value = this.required(...names);
    if (!ADDRESS.test(value)) throw new EtherscanError('Invalid address format');
    return value.toLowerCase();
  }

  /** A comma list of lower-case addresses, at most `max`. */
  addressList(name: string, max: number): string[] {
    const items = this.required(name).split(',').map((item) => item.trim()).filter(Boolean);
    if (items.length === 0 || items.some((item) => !ADDRESS.test(item))) throw new EtherscanError('Invalid address format');
    if (items.length > max) throw new EtherscanError(`Maximum of ${ max } addresses allowed`);
    return [ ...new Set(items.map((item) => item.toLowerCase())) ];
  }
}
