/**
 * Token queries. The list walks `tokens_api_list` (holders desc, then name, then
 * address) or `tokens_api_list_holders_asc` (0003_token_api_indexes.sql) with one row
 * comparison, so every page costs the same however deep it is.
 */
import type { Queryable } from '..';
import { ADDRESS_HASH_PATTERN } from '../../../types/hashes';
import { loadByKeys, SqlParams, where } from './sql';

/** Characters of the name that order the list; a longer name sorts by this prefix, then address. */
export const NAME_KEY_LENGTH = 64;

/** A `tokens` row as the API shows it. */
export interface TokenRow {
  contract_address_hash: string;
  type: string;
  name: string | null;
  symbol: string | null;
  decimals: string | null;
  total_supply: string | null;
  holders_count: number;
  icon_url: string | null;
}

/** A token with its sort key in the list. */
export interface TokenListRow extends TokenRow {
  name_is_null: boolean;
  name_key: string;
}

const TOKEN_FIELDS = [ 'contract_address_hash', 'type', 'name', 'symbol', 'decimals', 'total_supply', 'holders_count', 'icon_url' ] as const;

/** The token columns under `alias`, named as {@link TokenRow} plus `prefix`. */
export function tokenColumns(alias: string, prefix = ''): string {
  return TOKEN_FIELDS.map((column) => `${ alias }.${ column } AS ${ prefix }${ column }`).join(', ');
}

/** The {@link TokenRow} of a row that carries the token columns under `prefix`. */
export function tokenFromColumns(row: Record<string, unknown>, prefix: string): TokenRow {
  return Object.fromEntries(TOKEN_FIELDS.map((field) => [ field, row[`${ prefix }${ field }`] ])) as unknown as TokenRow;
}

/** Where the list continues: after the token with these keys. */
export interface TokenListCursor {
  holdersCount: number;
  nameIsNull: boolean;
  nameKey: string;
  hash: string;
}

/** Filters and order of the tokens list. */
export interface TokenListOptions {
  /** Case-insensitive part of the name or symbol, or the exact address. */
  q?: string;
  types?: readonly string[];
  holdersOrder: 'asc' | 'desc';
  after?: TokenListCursor;
  limit: number;
}

/** `q` as a LIKE pattern that matches the text anywhere, wildcards in it taken literally. */
function containsPattern(text: string): string {
  return `%${ text.replace(/[\\%_]/g, (char) => `\\${ char }`) }%`;
}

/** One page of tokens in the order of {@link TokenListOptions.holdersOrder}. */
export async function listTokens(db: Queryable, options: TokenListOptions): Promise<TokenListRow[]> {
  const params = new SqlParams();
  const holders = options.holdersOrder === 'desc' ? '(-k.holders_count)' : 'k.holders_count';
  const key = `${ holders }, (k.name IS NULL), (COALESCE(left(k.name, ${ NAME_KEY_LENGTH }), '')), k.contract_address_hash`;
  const conditions: string[] = [];
  if (options.types) conditions.push(`k.type IN ${ params.list(options.types) }`);
  if (options.q !== undefined) {
    const pattern = params.add(containsPattern(options.q));
    const address = ADDRESS_HASH_PATTERN.test(options.q) ? ` OR k.contract_address_hash = ${ params.add(options.q.toLowerCase()) }` : '';
    conditions.push(`(k.name ILIKE ${ pattern } OR k.symbol ILIKE ${ pattern }${ address })`);
  }
  if (options.after) {
    const { holdersCount, nameIsNull, nameKey, hash } = options.after;
    const holdersKey = options.holdersOrder === 'desc' ? -holdersCount : holdersCount;
    conditions.push(`(${ key }) > (${ params.add(holdersKey) }::integer, ${ params.add(nameIsNull) }::boolean,
      ${ params.add(nameKey) }::text, ${ params.add(hash) }::text)`);
  }
  return db.query<TokenListRow>(`SELECT ${ tokenColumns('k') }, k.name IS NULL AS name_is_null,
      COALESCE(left(k.name, ${ NAME_KEY_LENGTH }), '') AS name_key
    FROM tokens k ${ where(conditions) } ORDER BY ${ key } LIMIT ${ params.add(options.limit) }`, params.values);
}

/** The token at this address, or null when the address is not a known token. */
export async function findToken(db: Queryable, hash: string): Promise<TokenRow | null> {
  const [ row ] = await db.query<TokenRow>(`SELECT ${ tokenColumns('k') } FROM tokens k WHERE k.contract_address_hash = $1`, [ hash ]);
  return row ?? null;
}

export function loadTokens(db: Queryable, hashes: string[]): Promise<Map<string, TokenRow>> {
  return loadByKeys(db, hashes, (list) => `SELECT ${ tokenColumns('k') } FROM tokens k WHERE k.contract_address_hash IN ${ list }`,
    (row: TokenRow) => row.contract_address_hash);
}

export type EtherscanTokenRow = Omit<TokenRow, 'holders_count' | 'icon_url'> & { metadata_fetched_at: Date | null };

export async function findEtherscanToken(db: Queryable, address: string): Promise<EtherscanTokenRow | null> {
  const [ row ] = await db.query<EtherscanTokenRow>(`SELECT contract_address_hash, type, name, symbol, decimals, total_supply,
    metadata_fetched_at FROM tokens WHERE contract_address_hash = $1`, [ address ]);
  return row ?? null;
}
