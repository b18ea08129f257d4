/**
 * What an embedded address (AddressParam) shows beyond its hash, loaded for all the
 * addresses of a response in one query.
 */
import type { Queryable } from '..';
import { verifiedTwinOf } from './smartContracts';
import { loadByKeys, SqlParams } from './sql';

/** Facts about one address; an address the database never saw has none of them. */
export interface AddressInfo {
  /** The address holds code. */
  isContract: boolean;
  /** The address is a token contract the indexer knows. */
  isToken: boolean;
  /** The token's name when it is a token. */
  tokenName: string | null;
  /** The address is a verified contract (server/verification), on its own or through a twin with the same code. */
  isVerified?: boolean;
  /** The verified contract's name (its twin's when verified through it). */
  contractName?: string | null;
}

/** Info for every address in `hashes` (lower case) that the database knows. */
export async function loadAddressInfo(db: Queryable, hashes: Iterable<string>): Promise<Map<string, AddressInfo>> {
  const unique = [ ...new Set(hashes) ];
  if (unique.length === 0) return new Map();
  const params = new SqlParams();
  const rows = await db.query<{ hash: string; is_contract: boolean | null; is_token: boolean; token_name: string | null;
    contract_name: string | null; }>(`SELECT h.hash,
      a.contract_code IS NOT NULL AND a.contract_code <> '0x' AS is_contract,
      k.contract_address_hash IS NOT NULL AS is_token, k.name AS token_name,
      -- A contract without a verification of its own shows its verified twin's, as its contract page does;
      -- CASE runs the twin lookup only for those.
      COALESCE(sc.name, CASE WHEN sc.address_hash IS NULL AND a.contract_code IS NOT NULL
        THEN (SELECT sc.name FROM smart_contracts sc ${ verifiedTwinOf('a') }) END) AS contract_name
    FROM ${ params.list(unique) } AS h (hash)
    LEFT JOIN addresses a ON a.hash = h.hash
    LEFT JOIN tokens k ON k.contract_address_hash = h.hash
    LEFT JOIN smart_contracts sc ON sc.address_hash = h.hash
    WHERE a.hash IS NOT NULL OR k.contract_address_hash IS NOT NULL OR sc.address_hash IS NOT NULL`, params.values);
  return new Map(rows.map((row) => [ row.hash, { isContract: row.is_contract === true, isToken: row.is_token, tokenName: row.token_name,
    isVerified: row.contract_name !== null, contractName: row.contract_name } ]));
}

/** Token type (`ERC-20`, `ERC-721`, …) of every hash in `hashes` that is a known token. */
export async function loadTokenTypes(db: Queryable, hashes: Iterable<string>): Promise<Map<string, string>> {
  const unique = [ ...new Set(hashes) ];
  if (unique.length === 0) return new Map();
  const params = new SqlParams();
  const rows = await db.query<{ hash: string; type: string }>(`SELECT contract_address_hash AS hash, type FROM tokens
    WHERE contract_address_hash IN ${ params.list(unique) }`, params.values);
  return new Map(rows.map((row) => [ row.hash, row.type ]));
}

/** An `addresses` row with the nonce of its latest mined transaction. */
export interface AddressRow {
  hash: string;
  fetched_coin_balance: string | null;
  fetched_coin_balance_block_number: number | null;
  contract_code: string | null;
  nonce: number | null;
}

export function loadAddresses(db: Queryable, hashes: string[]): Promise<Map<string, AddressRow>> {
  // The nonce from `transactions_from`, as the top-holders list reads it.
  return loadByKeys(db, hashes, (list) => `SELECT a.hash, a.fetched_coin_balance, a.fetched_coin_balance_block_number, a.contract_code,
      (SELECT t.nonce FROM transactions t WHERE t.from_address_hash = a.hash AND t.block_number IS NOT NULL
        ORDER BY t.block_number DESC, t.index DESC LIMIT 1) AS nonce
    FROM addresses a WHERE a.hash IN ${ list }`, (row: AddressRow) => row.hash);
}

/** Contracts among `addresses` that the block at `blockNumber` created with code (primary key). */
export async function listCreatedContracts(db: Queryable, blockNumber: number, addresses: string[]): Promise<Array<{ hash: string; contract_code: string }>> {
  if (addresses.length === 0) return [];
  const params = new SqlParams();
  return db.query(`SELECT hash, contract_code FROM addresses
    WHERE hash IN ${ params.list(addresses) } AND creation_block_number = ${ params.add(blockNumber) }
      AND contract_code IS NOT NULL AND contract_code <> '0x'`, params.values);
}

/** Coin balance and the number of tokens held (positive balance) of each known address in `hashes` (a watch list's rows). */
export async function listBalanceSummaries(db: Queryable, hashes: string[]): Promise<Array<{ hash: string; balance: string | null; tokens: number }>> {
  if (hashes.length === 0) return [];
  return db.query<{ hash: string; balance: string | null; tokens: number }>(
    `SELECT a.hash, a.fetched_coin_balance::text AS balance,
       (SELECT count(DISTINCT b.token_contract_address_hash) FROM address_current_token_balances b
        WHERE b.address_hash = a.hash AND b.value > 0)::int AS tokens
     FROM addresses a WHERE a.hash = ANY($1)`, [ hashes ]);
}

/** The facts that decide who may claim a contract: its creator, whether it holds code, whether it is verified; null when unknown. */
export async function findContractClaimFacts(db: Queryable, hash: string): Promise<{ creator: string | null; has_code: boolean; verified: boolean } | null> {
  const [ row ] = await db.query<{ creator: string | null; has_code: boolean; verified: boolean }>(
    `SELECT a.creator_address_hash AS creator, a.contract_code IS NOT NULL AND a.contract_code <> '0x' AS has_code,
       EXISTS (SELECT 1 FROM smart_contracts sc WHERE sc.address_hash = a.hash) AS verified
     FROM addresses a WHERE a.hash = $1`, [ hash ]);
  return row ?? null;
}

/** The sum of every known address's coin balance in wei, or null when none has one. */
export async function sumFetchedCoinBalances(db: Queryable): Promise<string | null> {
  const [ row ] = await db.query<{ total: string | null }>('SELECT sum(fetched_coin_balance) AS total FROM addresses');
  return row?.total ?? null;
}
