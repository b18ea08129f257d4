/**
 * NFT instance queries. A token's inventory walks `token_instances`' primary key
 * backwards (newest id first); an address's NFTs walk `token_instances_owner`
 * (ERC-721) or the current balances' key (ERC-1155, ERC-404), collection by collection.
 */
import type { Queryable } from '..';
import { tokenColumns, type TokenRow } from './tokens';
import { SqlParams, where } from './sql';

/** An NFT instance as the API reads it. */
export interface TokenInstanceRow {
  token_contract_address_hash: string;
  token_id: string;
  owner_address_hash: string | null;
  metadata: unknown;
  image_url: string | null;
  animation_url: string | null;
  external_url: string | null;
  media_url: string | null;
  media_type: string | null;
}

/**
 * The instance was minted on the consensus chain. An instance row whose every transfer
 * was in blocks that lost consensus stays behind after a reorg (with no owner); it is
 * no NFT and is never shown. One probe of `token_transfers_token_id` per row.
 */
const MINTED = `EXISTS (SELECT 1 FROM token_transfers t
  WHERE t.token_contract_address_hash = i.token_contract_address_hash AND t.token_id = i.token_id)`;

const INSTANCE_COLUMNS = `i.token_contract_address_hash, i.token_id, i.owner_address_hash, i.metadata, i.image_url,
  i.animation_url, i.external_url, i.media_url, i.media_type`;

/** An instance with the amount its holder has (list items). */
export interface HeldInstanceRow extends TokenInstanceRow {
  /** The holder's balance of this id; "1" for ERC-721. */
  value: string;
}

/** An instance of an address's NFT list, with its token's columns under {@link TOKEN_PREFIX}. */
export type AddressNftRow = HeldInstanceRow & Record<string, unknown>;

/** Prefix of the token columns in {@link AddressNftRow}; read them with `tokenFromColumns`. */
export const TOKEN_PREFIX = 'k_';

/** The instance with this id, or null. */
export async function findInstance(db: Queryable, token: string, tokenId: string): Promise<TokenInstanceRow | null> {
  const [ row ] = await db.query<TokenInstanceRow>(`SELECT ${ INSTANCE_COLUMNS } FROM token_instances i
    WHERE i.token_contract_address_hash = $1 AND i.token_id = $2::numeric AND ${ MINTED }`, [ token, tokenId ]);
  return row ?? null;
}

/** A token's instances, highest id first, below `beforeId`. */
export async function listInventory(db: Queryable, token: string, options: { beforeId?: string; limit: number }): Promise<TokenInstanceRow[]> {
  const params = new SqlParams();
  const conditions = [ `i.token_contract_address_hash = ${ params.add(token) }`, MINTED ];
  if (options.beforeId !== undefined) conditions.push(`i.token_id < ${ params.add(options.beforeId) }::numeric`);
  return db.query<TokenInstanceRow>(`SELECT ${ INSTANCE_COLUMNS } FROM token_instances i ${ where(conditions) }
    ORDER BY i.token_id DESC LIMIT ${ params.add(options.limit) }`, params.values);
}

/**
 * The instances of one token a holder has, highest id first: owned ERC-721 ids, or the
 * ids of a positive ERC-1155/ERC-404 balance.
 */
export async function listHolderInventory(db: Queryable, token: TokenRow, holder: string, options: {
  beforeId?: string; limit: number;
}): Promise<HeldInstanceRow[]> {
  const params = new SqlParams();
  const hash = params.add(token.contract_address_hash);
  const owner = params.add(holder);
  const before = options.beforeId === undefined ? undefined : params.add(options.beforeId);
  const limit = params.add(options.limit);
  if (token.type === 'ERC-721') {
    return db.query<HeldInstanceRow>(`SELECT ${ INSTANCE_COLUMNS }, '1' AS value FROM token_instances i
      WHERE i.owner_address_hash = ${ owner } AND i.token_contract_address_hash = ${ hash }
        ${ before ? `AND i.token_id < ${ before }::numeric` : '' }
      ORDER BY i.token_id DESC LIMIT ${ limit }`, params.values);
  }
  // COALESCE as in the balances' unique key, so the scan walks that index backwards.
  return db.query<HeldInstanceRow>(`SELECT ${ INSTANCE_COLUMNS }, b.value FROM address_current_token_balances b
    JOIN token_instances i ON i.token_contract_address_hash = b.token_contract_address_hash AND i.token_id = b.token_id
    WHERE b.address_hash = ${ owner } AND b.token_contract_address_hash = ${ hash } AND b.value > 0 AND b.token_id IS NOT NULL
      ${ before ? `AND COALESCE(b.token_id, -1) < ${ before }::numeric` : '' }
    ORDER BY COALESCE(b.token_id, -1) DESC LIMIT ${ limit }`, params.values);
}

/** Where an address's NFT list continues inside one token type: after this token and id. */
export interface NftCursor {
  token: string;
  tokenId: string;
}

/**
 * An address's NFTs of one type, by token address and then id. ERC-721 ids come from
 * their owner (`token_instances_owner`); ERC-1155 and ERC-404 ids from positive balances
 * (the balances' unique key), each joined with its instance.
 */
export async function listAddressNfts(db: Queryable, address: string, tokenType: string, options: {
  after?: NftCursor; limit: number;
}): Promise<AddressNftRow[]> {
  const params = new SqlParams();
  const owner = params.add(address);
  const type = params.add(tokenType);
  const after = (tokenHash: string, tokenId: string) => options.after ?
    `AND (${ tokenHash }, ${ tokenId }) > (${ params.add(options.after.token) }, ${ params.add(options.after.tokenId) }::numeric)` : '';
  const select = `SELECT ${ INSTANCE_COLUMNS }, ${ tokenColumns('k', TOKEN_PREFIX) }`;
  if (tokenType === 'ERC-721') {
    return db.query<AddressNftRow>(`${ select }, '1' AS value FROM token_instances i
      JOIN tokens k ON k.contract_address_hash = i.token_contract_address_hash
      WHERE i.owner_address_hash = ${ owner } AND k.type = ${ type } ${ after('i.token_contract_address_hash', 'i.token_id') }
      ORDER BY i.token_contract_address_hash, i.token_id LIMIT ${ params.add(options.limit) }`, params.values);
  }
  // COALESCE as in the balances' unique key (address, token, id), so the scan walks it.
  return db.query<AddressNftRow>(`${ select }, b.value FROM address_current_token_balances b
    JOIN token_instances i ON i.token_contract_address_hash = b.token_contract_address_hash AND i.token_id = b.token_id
    JOIN tokens k ON k.contract_address_hash = b.token_contract_address_hash
    WHERE b.address_hash = ${ owner } AND b.token_type = ${ type } AND b.value > 0 AND b.token_id IS NOT NULL
      ${ after('b.token_contract_address_hash', 'COALESCE(b.token_id, -1)') }
    ORDER BY b.token_contract_address_hash, COALESCE(b.token_id, -1) LIMIT ${ params.add(options.limit) }`, params.values);
}

/**
 * The first `perToken` instances (highest id first) an address has of each of these
 * tokens: owned ERC-721 ids, or ids of a positive balance. One query for a page of collections.
 */
export async function listCollectionInstances(db: Queryable, address: string, tokens: Array<{ hash: string; type: string }>,
  perToken: number): Promise<HeldInstanceRow[]> {
  if (tokens.length === 0) return [];
  const params = new SqlParams();
  const owner = params.add(address);
  const limit = params.add(perToken);
  // One branch per kind, each ordered and limited on its own index; the other finds nothing.
  return db.query<HeldInstanceRow>(`SELECT x.* FROM json_to_recordset(${ params.add(JSON.stringify(tokens)) }::json) AS c(hash text, type text)
    CROSS JOIN LATERAL (
      (SELECT ${ INSTANCE_COLUMNS }, '1' AS value FROM token_instances i
        WHERE c.type = 'ERC-721' AND i.owner_address_hash = ${ owner } AND i.token_contract_address_hash = c.hash
        ORDER BY i.token_id DESC LIMIT ${ limit })
      UNION ALL
      (SELECT ${ INSTANCE_COLUMNS }, b.value::text AS value FROM address_current_token_balances b
        JOIN token_instances i ON i.token_contract_address_hash = b.token_contract_address_hash AND i.token_id = b.token_id
        WHERE c.type <> 'ERC-721' AND b.address_hash = ${ owner } AND b.token_contract_address_hash = c.hash
          AND b.value > 0 AND b.token_id IS NOT NULL
        ORDER BY COALESCE(b.token_id, -1) DESC LIMIT ${ limit })) x
    ORDER BY x.token_contract_address_hash, x.token_id DESC`, params.values);
}

/** Who holds an ERC-1155/ERC-404 id, when exactly one address holds exactly one of it. */
export interface Uniqueness {
  unique: boolean;
  owner: string | null;
}

/**
 * Uniqueness of ERC-1155/ERC-404 ids (Blockscout: one holder with a balance of 1), for
 * a page of instances in one query; at most two holders are read per id
 * (`address_current_token_balances_api_id_holders`). Keys are `token:id`.
 */
export async function loadUniqueness(db: Queryable, keys: Array<{ token: string; tokenId: string }>): Promise<Map<string, Uniqueness>> {
  if (keys.length === 0) return new Map();
  const params = new SqlParams();
  const rows = await db.query<{ token: string; token_id: string; holders: number; value: string | null; owner: string | null }>(
    `SELECT k.token, k.token_id::text AS token_id, count(h.address_hash)::integer AS holders, max(h.value)::text AS value,
        max(h.address_hash) AS owner
      FROM (SELECT DISTINCT token, token_id::numeric AS token_id FROM json_to_recordset(${ params.add(JSON.stringify(keys.map((key) =>
    ({ token: key.token, token_id: key.tokenId })))) }::json) AS r(token text, token_id text)) k
      LEFT JOIN LATERAL (SELECT b.address_hash, b.value FROM address_current_token_balances b
        WHERE b.token_contract_address_hash = k.token AND b.token_id = k.token_id AND b.value > 0 LIMIT 2) h ON true
      GROUP BY k.token, k.token_id`, params.values);
  return new Map(rows.map((row) => {
    const unique = Number(row.holders) === 1 && row.value === '1';
    return [ `${ row.token }:${ row.token_id }`, { unique, owner: unique ? row.owner : null } ];
  }));
}

/** An NFT instance's fetched metadata, or null (primary key). */
export async function findTokenInstanceMetadata(db: Queryable, token: string, tokenId: string): Promise<Record<string, unknown> | null> {
  const [ row ] = await db.query<{ metadata: Record<string, unknown> | null }>(`SELECT metadata FROM token_instances
    WHERE token_contract_address_hash = $1 AND token_id = $2::numeric`, [ token, tokenId ]);
  return row?.metadata ?? null;
}
