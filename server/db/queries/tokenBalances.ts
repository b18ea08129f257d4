/**
 * Current token balances: a token's holders, an NFT's holders, an address's tokens and
 * NFT collections. Lists walk the indexes of 0003_token_api_indexes.sql with one row
 * comparison each; ERC-20 and ERC-721 balances have no token id (-1 in the keys).
 */
import type { Queryable } from '..';
import { tokenColumns } from './tokens';
import { SqlParams } from './sql';

/** Prefix of the token columns in balance rows; read them with `tokenFromColumns`. */
export const BALANCE_TOKEN_PREFIX = 'k_';

/** One holder of a token (one row per id for ERC-1155). */
export interface HolderRow {
  address_hash: string;
  value: string;
  token_id: string | null;
}

/** Where a holders list continues: below this (value, address, id). */
export interface HolderCursor {
  value: string;
  address: string;
  /** "-1" for balances without an id. */
  tokenId: string;
}

/** A token's holders, largest balance first (`address_current_token_balances_api_holders`). */
export async function listTokenHolders(db: Queryable, token: string, options: { before?: HolderCursor; limit: number }): Promise<HolderRow[]> {
  const params = new SqlParams();
  const key = '(b.value, b.address_hash, COALESCE(b.token_id, -1))';
  const before = options.before ?
    `AND ${ key } < (${ params.add(options.before.value) }::numeric, ${ params.add(options.before.address) }::text, ${ params.add(options.before.tokenId) }::numeric)` : '';
  return db.query<HolderRow>(`SELECT b.address_hash, b.value, b.token_id FROM address_current_token_balances b
    WHERE b.token_contract_address_hash = ${ params.add(token) } AND b.value > 0 ${ before }
    ORDER BY b.value DESC, b.address_hash DESC, COALESCE(b.token_id, -1) DESC LIMIT ${ params.add(options.limit) }`, params.values);
}

/** The holders of one NFT id, largest balance first (`address_current_token_balances_api_id_holders`). */
export async function listInstanceHolders(db: Queryable, token: string, tokenId: string, options: {
  before?: Omit<HolderCursor, 'tokenId'>; limit: number;
}): Promise<HolderRow[]> {
  const params = new SqlParams();
  const before = options.before ?
    `AND (b.value, b.address_hash) < (${ params.add(options.before.value) }::numeric, ${ params.add(options.before.address) }::text)` : '';
  return db.query<HolderRow>(`SELECT b.address_hash, b.value, b.token_id FROM address_current_token_balances b
    WHERE b.token_contract_address_hash = ${ params.add(token) } AND b.token_id = ${ params.add(tokenId) }::numeric AND b.value > 0 ${ before }
    ORDER BY b.value DESC, b.address_hash DESC LIMIT ${ params.add(options.limit) }`, params.values);
}

/** A positive balance of an address with its token (under {@link BALANCE_TOKEN_PREFIX}) and NFT instance. */
export type BalanceRow = {
  token_contract_address_hash: string;
  token_id: string | null;
  token_type: string;
  value: string;
  instance_token_id: string | null;
} & Record<string, unknown>;

/** Where an address's tokens continue: below this (value, token, id). */
export interface BalanceCursor {
  value: string;
  token: string;
  /** "-1" for balances without an id. */
  tokenId: string;
}

const BALANCE_ORDER = 'b.value DESC, b.token_contract_address_hash DESC, COALESCE(b.token_id, -1) DESC';
const BALANCE_DETAILS = `${ tokenColumns('k', BALANCE_TOKEN_PREFIX) }, i.token_id AS instance_token_id,
  i.owner_address_hash AS instance_owner_address_hash, i.metadata AS instance_metadata, i.image_url AS instance_image_url,
  i.animation_url AS instance_animation_url, i.external_url AS instance_external_url, i.media_url AS instance_media_url,
  i.media_type AS instance_media_type`;
const BALANCE_JOINS = `LEFT JOIN tokens k ON k.contract_address_hash = b.token_contract_address_hash
  LEFT JOIN token_instances i ON i.token_contract_address_hash = b.token_contract_address_hash AND i.token_id = b.token_id`;

/**
 * An address's positive balances of the given types, largest value first. Each type is
 * read on its own from `address_current_token_balances_api_address`, then the pieces
 * are merged, so the page costs the same at any depth.
 */
export async function listAddressTokens(db: Queryable, address: string, options: {
  types: readonly string[]; before?: BalanceCursor; limit: number;
}): Promise<BalanceRow[]> {
  const params = new SqlParams();
  const owner = params.add(address);
  const limit = params.add(options.limit);
  const before = options.before ? `AND (b.value, b.token_contract_address_hash, COALESCE(b.token_id, -1)) <
    (${ params.add(options.before.value) }::numeric, ${ params.add(options.before.token) }::text, ${ params.add(options.before.tokenId) }::numeric)` : '';
  const pieces = options.types.map((type) => `(SELECT * FROM address_current_token_balances b
    WHERE b.address_hash = ${ owner } AND b.token_type = ${ params.add(type) } AND b.value > 0 ${ before }
    ORDER BY ${ BALANCE_ORDER } LIMIT ${ limit })`);
  return db.query<BalanceRow>(`SELECT b.token_contract_address_hash, b.token_id, b.token_type, b.value, ${ BALANCE_DETAILS }
    FROM (SELECT * FROM (${ pieces.join(' UNION ALL ') }) b ORDER BY ${ BALANCE_ORDER } LIMIT ${ limit }) b
    ${ BALANCE_JOINS } ORDER BY ${ BALANCE_ORDER }`, params.values);
}

/** Every positive balance of an address, largest value first (`/token-balances` is not paginated). */
export async function listAllAddressTokenBalances(db: Queryable, address: string): Promise<BalanceRow[]> {
  return db.query<BalanceRow>(`SELECT b.token_contract_address_hash, b.token_id, b.token_type, b.value, ${ BALANCE_DETAILS }
    FROM address_current_token_balances b ${ BALANCE_JOINS }
    WHERE b.address_hash = $1 AND b.value > 0 ORDER BY ${ BALANCE_ORDER }`, [ address ]);
}

/** An address's collection of one token: how many it has (items for ERC-721, ids otherwise). */
export type CollectionRow = { token_contract_address_hash: string; amount: string } & Record<string, unknown>;

/**
 * An address's NFT collections of one type, by token address, after `afterToken`.
 * ERC-721: the balance is the number of items; ERC-1155/ERC-404: the number of ids held.
 * Both read the balances' unique key (address, token, id) in order.
 */
export async function listNftCollections(db: Queryable, address: string, tokenType: string, options: {
  afterToken?: string; limit: number;
}): Promise<CollectionRow[]> {
  const params = new SqlParams();
  const after = options.afterToken === undefined ? '' : `AND b.token_contract_address_hash > ${ params.add(options.afterToken) }`;
  const amount = tokenType === 'ERC-721' ? 'sum(b.value)' : 'count(*)';
  return db.query<CollectionRow>(`SELECT c.token_contract_address_hash, c.amount, ${ tokenColumns('k', BALANCE_TOKEN_PREFIX) }
    FROM (SELECT b.token_contract_address_hash, ${ amount }::text AS amount FROM address_current_token_balances b
      WHERE b.address_hash = ${ params.add(address) } AND b.token_type = ${ params.add(tokenType) } AND b.value > 0 ${ after }
      GROUP BY b.token_contract_address_hash ORDER BY b.token_contract_address_hash LIMIT ${ params.add(options.limit) }) c
    JOIN tokens k ON k.contract_address_hash = c.token_contract_address_hash
    ORDER BY c.token_contract_address_hash`, params.values);
}

/** Which of `addresses` had a token balance changed by `blockHash` (`address_token_balances_block`). */
export async function listBlockTokenBalanceHolders(db: Queryable, blockHash: string, addresses: string[]): Promise<string[]> {
  if (addresses.length === 0) return [];
  const params = new SqlParams();
  const rows = await db.query<{ address_hash: string }>(`SELECT DISTINCT address_hash FROM address_token_balances
    WHERE block_hash = ${ params.add(blockHash) } AND address_hash IN ${ params.list(addresses) }`, params.values);
  return rows.map((row) => row.address_hash);
}

/** A fungible balance (no token id) of `address` in `token`; "0" when none was recorded. */
export async function findTokenBalance(db: Queryable, token: string, address: string): Promise<string> {
  const [ row ] = await db.query<{ value: string }>(`SELECT value FROM address_current_token_balances
    WHERE address_hash = $1 AND token_contract_address_hash = $2 AND token_id IS NULL`, [ address, token ]);
  return row?.value ?? '0';
}

export interface AddressTokenRow {
  token_contract_address_hash: string;
  token_id: string | null;
  token_type: string;
  value: string;
  name: string | null;
  symbol: string | null;
  decimals: string | null;
}

/** Positive token balances of `address`, largest first per type. */
export async function listAddressTokensByOffset(db: Queryable, address: string, skip: number, limit: number): Promise<AddressTokenRow[]> {
  return db.query<AddressTokenRow>(`SELECT b.token_contract_address_hash, b.token_id, b.token_type, b.value, t.name, t.symbol, t.decimals
    FROM address_current_token_balances b LEFT JOIN tokens t ON t.contract_address_hash = b.token_contract_address_hash
    WHERE b.address_hash = $1 AND b.value > 0
    ORDER BY b.token_type, b.value DESC, b.token_contract_address_hash DESC, COALESCE(b.token_id, -1) DESC OFFSET $2 LIMIT $3`,
  [ address, skip, limit ]);
}

/** Holders with a positive balance, largest first (ERC-1155: a row per address and id). */
export async function listTokenHoldersByOffset(db: Queryable, token: string, skip: number, limit: number): Promise<Array<{ address_hash: string; value: string }>> {
  return db.query(`SELECT address_hash, value FROM address_current_token_balances WHERE token_contract_address_hash = $1 AND value > 0
    ORDER BY value DESC, address_hash DESC, COALESCE(token_id, -1) DESC OFFSET $2 LIMIT $3`, [ token, skip, limit ]);
}
