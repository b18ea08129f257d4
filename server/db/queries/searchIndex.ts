/**
 * The search's read model across tables (tokens, verified contracts, addresses,
 * transactions, blocks), with its own row shapes: exact lookups by hash or height on primary keys and the block height
 * indexes, token search by words on `tokens_search_words` (0004_search_and_stats.sql) and
 * verified contracts by the words of their name on `smart_contracts_search_words` (0015).
 */
import type { Queryable } from '..';

/** The text the token word index covers; the query must repeat it exactly to use the index. */
const TOKEN_WORDS = `to_tsvector('simple', left(COALESCE(k.symbol, ''), 256) || ' ' || left(COALESCE(k.name, ''), 256))`;
/** The name part of the token order and cursor: bounded, so a cursor always fits in a URL. */
export const TOKEN_NAME_KEY_LENGTH = 64;
const TOKEN_NAME_KEY = `COALESCE(left(k.name, ${ TOKEN_NAME_KEY_LENGTH }), '')`;

/** A token as search shows it. */
export interface TokenSearchRow {
  contract_address_hash: string;
  name: string | null;
  symbol: string | null;
  type: string;
  total_supply: string | null;
  icon_url: string | null;
  holders_count: number;
  /** The name key of the order (see {@link TOKEN_NAME_KEY_LENGTH}). */
  name_key: string;
}

const TOKEN_COLUMNS = `k.contract_address_hash, k.name, k.symbol, k.type, k.total_supply, k.icon_url, k.holders_count,
  ${ TOKEN_NAME_KEY } AS name_key`;

/** Where a token search page continues: after this token in the order holders desc, name, address. */
export interface TokenSearchCursor {
  holdersCount: number;
  nameKey: string;
  addressHash: string;
}

/**
 * Tokens whose name or symbol has a word starting with each word of `words` (a
 * `to_tsquery` text such as `quan:* & dol:*`), most held first, then by name and address.
 */
export async function searchTokens(db: Queryable, words: string, options: { after?: TokenSearchCursor; limit: number }): Promise<TokenSearchRow[]> {
  const values: unknown[] = [ words, options.limit ];
  let cursor = '';
  if (options.after) {
    values.push(-options.after.holdersCount, options.after.nameKey, options.after.addressHash);
    cursor = `AND (-k.holders_count, ${ TOKEN_NAME_KEY }, k.contract_address_hash) > ($3, $4, $5)`;
  }
  return db.query<TokenSearchRow>(`SELECT ${ TOKEN_COLUMNS } FROM tokens k
    WHERE ${ TOKEN_WORDS } @@ to_tsquery('simple', $1) ${ cursor }
    ORDER BY -k.holders_count, ${ TOKEN_NAME_KEY }, k.contract_address_hash LIMIT $2`, values);
}

/** The token at `hash`, or null. */
export async function findToken(db: Queryable, hash: string): Promise<TokenSearchRow | null> {
  const [ row ] = await db.query<TokenSearchRow>(`SELECT ${ TOKEN_COLUMNS } FROM tokens k WHERE k.contract_address_hash = $1`, [ hash ]);
  return row ?? null;
}

/** An address the database knows: it was touched on chain or is a token. */
export interface AddressSearchRow {
  hash: string;
  is_contract: boolean;
  token_name: string | null;
  /** Its verified contract's name, when it has one. */
  contract_name?: string | null;
  is_verified?: boolean;
}

/** The text the contract word index covers; repeated exactly so the query uses the index. */
const CONTRACT_WORDS = `to_tsvector('simple', left(COALESCE(sc.name, ''), 256))`;

/**
 * Verified contracts whose name has a word starting with each word of `words` (a
 * `to_tsquery` text), the newest verification first.
 */
export async function searchVerifiedContracts(db: Queryable, words: string, limit: number): Promise<AddressSearchRow[]> {
  return db.query<AddressSearchRow>(`SELECT sc.address_hash AS hash, true AS is_contract, NULL AS token_name, sc.name AS contract_name,
      true AS is_verified
    FROM smart_contracts sc WHERE ${ CONTRACT_WORDS } @@ to_tsquery('simple', $1)
    ORDER BY sc.verified_at DESC, sc.address_hash DESC LIMIT $2`, [ words, limit ]);
}

/** The address `hash` if the database knows it, or null. */
export async function findKnownAddress(db: Queryable, hash: string): Promise<AddressSearchRow | null> {
  const [ row ] = await db.query<AddressSearchRow>(`SELECT h.hash,
      (a.contract_code IS NOT NULL AND a.contract_code <> '0x') OR (a.hash IS NULL AND k.contract_address_hash IS NOT NULL) AS is_contract,
      k.name AS token_name, sc.name AS contract_name, sc.address_hash IS NOT NULL AS is_verified
    FROM (SELECT $1::text AS hash) h
    LEFT JOIN addresses a ON a.hash = h.hash
    LEFT JOIN tokens k ON k.contract_address_hash = h.hash
    LEFT JOIN smart_contracts sc ON sc.address_hash = h.hash
    WHERE a.hash IS NOT NULL OR k.contract_address_hash IS NOT NULL`, [ hash ]);
  return row ?? null;
}

/** A transaction as search shows it. */
export interface TransactionSearchRow {
  hash: string;
  block_timestamp: Date | null;
}

/** The transaction with this hash, mined or pending, or null. */
export async function findTransactionByHash(db: Queryable, hash: string): Promise<TransactionSearchRow | null> {
  const [ row ] = await db.query<TransactionSearchRow>('SELECT hash, block_timestamp FROM transactions WHERE hash = $1', [ hash ]);
  return row ?? null;
}

/** A block as search shows it. */
export interface BlockSearchRow {
  hash: string;
  number: number;
  timestamp: Date;
  consensus: boolean;
}

/** The block with this hash, consensus or not, or null. */
export async function findBlockByHash(db: Queryable, hash: string): Promise<BlockSearchRow | null> {
  const [ row ] = await db.query<BlockSearchRow>('SELECT hash, number, timestamp, consensus FROM blocks WHERE hash = $1', [ hash ]);
  return row ?? null;
}

/** Every block at a height: the consensus one first, then those that lost consensus. */
export async function findBlocksByNumber(db: Queryable, number: number): Promise<BlockSearchRow[]> {
  // Two queries in one, so each side uses its partial index.
  return db.query<BlockSearchRow>(`(SELECT hash, number, timestamp, consensus FROM blocks WHERE consensus AND number = $1)
    UNION ALL (SELECT hash, number, timestamp, consensus FROM blocks WHERE NOT consensus AND number = $1 ORDER BY hash)`, [ number ]);
}
