/**
 * The socket's own queries: small lookups keyed by one block (or a few hashes) and
 * narrowed to the hashes somebody watches. Each follows an index of
 * `0001_chain_data.sql`; full transaction and block rows come from `repositories/`.
 */
import type { Queryable } from '../../db';
import { SqlParams } from '../repositories/sql';

/** Who a transaction involves, without the rest of its row. */
export interface TransactionParties {
  hash: string;
  index: number | null;
  from_address_hash: string;
  to_address_hash: string | null;
  created_contract_address_hash: string | null;
}

const PARTIES = 'hash, index, from_address_hash, to_address_hash, created_contract_address_hash';

/** The newest consensus height, or null on an empty database (`blocks_consensus_number`). */
export async function readHighestBlockNumber(db: Queryable): Promise<number | null> {
  const [ row ] = await db.query<{ number: number }>('SELECT number FROM blocks WHERE consensus ORDER BY number DESC LIMIT 1');
  return row?.number ?? null;
}

/** A block's transactions in block order (`transactions_block_hash`). */
export async function listBlockTransactionParties(db: Queryable, blockHash: string): Promise<TransactionParties[]> {
  return db.query<TransactionParties>(`SELECT ${ PARTIES } FROM transactions WHERE block_hash = $1 ORDER BY index`, [ blockHash ]);
}

/** Those of `hashes` that are still pending (primary key). */
export async function listPendingTransactionParties(db: Queryable, hashes: string[]): Promise<TransactionParties[]> {
  if (hashes.length === 0) return [];
  const params = new SqlParams();
  return db.query<TransactionParties>(`SELECT ${ PARTIES } FROM transactions
    WHERE hash IN ${ params.list(hashes) } AND block_hash IS NULL`, params.values);
}

/** A balance a block set, with its change against the address's previous balance row. */
export interface BlockCoinBalance {
  address_hash: string;
  block_number: number;
  block_timestamp: Date;
  value: string;
  delta: string;
}

/**
 * The coin balances `blockHash` set for the given addresses (`address_coin_balances_block`),
 * each with its delta against the previous row (primary key, one row back).
 */
export async function listBlockCoinBalances(db: Queryable, blockHash: string, addresses: string[]): Promise<BlockCoinBalance[]> {
  if (addresses.length === 0) return [];
  const params = new SqlParams();
  return db.query<BlockCoinBalance>(`SELECT c.address_hash, c.block_number, c.block_timestamp, c.value,
      c.value - COALESCE(p.value, 0) AS delta
    FROM address_coin_balances c
    LEFT JOIN LATERAL (SELECT value FROM address_coin_balances b WHERE b.address_hash = c.address_hash
      AND b.block_number < c.block_number ORDER BY b.block_number DESC LIMIT 1) p ON true
    WHERE c.block_hash = ${ params.add(blockHash) } AND c.address_hash IN ${ params.list(addresses) }`, params.values);
}

/** Which of `addresses` had a token balance changed by `blockHash` (`address_token_balances_block`). */
export async function listBlockTokenBalanceHolders(db: Queryable, blockHash: string, addresses: string[]): Promise<string[]> {
  if (addresses.length === 0) return [];
  const params = new SqlParams();
  const rows = await db.query<{ address_hash: string }>(`SELECT DISTINCT address_hash FROM address_token_balances
    WHERE block_hash = ${ params.add(blockHash) } AND address_hash IN ${ params.list(addresses) }`, params.values);
  return rows.map((row) => row.address_hash);
}

/** Contracts among `addresses` that the block at `blockNumber` created with code (primary key). */
export async function listCreatedContracts(db: Queryable, blockNumber: number, addresses: string[]): Promise<Array<{ hash: string; contract_code: string }>> {
  if (addresses.length === 0) return [];
  const params = new SqlParams();
  return db.query(`SELECT hash, contract_code FROM addresses
    WHERE hash IN ${ params.list(addresses) } AND creation_block_number = ${ params.add(blockNumber) }
      AND contract_code IS NOT NULL AND contract_code <> '0x'`, params.values);
}

/** What a block did to a token: its transfers, and the supply if the block set it. */
export interface BlockTokenActivity {
  token: string;
  transfers: number;
  total_supply: string | null;
}

/**
 * For each of `tokens` the block moved: its transfer count (primary key prefix
 * `block_hash`) and its total supply when read at this block.
 */
export async function listBlockTokenActivity(db: Queryable, block: { hash: string; number: number }, tokens: string[]): Promise<BlockTokenActivity[]> {
  if (tokens.length === 0) return [];
  const params = new SqlParams();
  const rows = await db.query<{ token: string; transfers: number | string; total_supply: string | null }>(`SELECT
      tt.token_contract_address_hash AS token, count(*) AS transfers,
      max(CASE WHEN k.total_supply_block_number = ${ params.add(block.number) } THEN k.total_supply END) AS total_supply
    FROM token_transfers tt LEFT JOIN tokens k ON k.contract_address_hash = tt.token_contract_address_hash
    WHERE tt.block_hash = ${ params.add(block.hash) } AND tt.token_contract_address_hash IN ${ params.list(tokens) }
    GROUP BY tt.token_contract_address_hash`, params.values);
  return rows.map((row) => ({ token: row.token, transfers: Number(row.transfers), total_supply: row.total_supply }));
}

/** An NFT instance's fetched metadata, or null (primary key). */
export async function findTokenInstanceMetadata(db: Queryable, token: string, tokenId: string): Promise<Record<string, unknown> | null> {
  const [ row ] = await db.query<{ metadata: Record<string, unknown> | null }>(`SELECT metadata FROM token_instances
    WHERE token_contract_address_hash = $1 AND token_id = $2::numeric`, [ token, tokenId ]);
  return row?.metadata ?? null;
}

/** Which of `addresses` sent or received a token in `blockHash` (primary key prefix `block_hash`). */
export async function listBlockTokenTransferParties(db: Queryable, blockHash: string, addresses: string[]): Promise<string[]> {
  if (addresses.length === 0) return [];
  const params = new SqlParams();
  const block = params.add(blockHash);
  const list = params.list(addresses);
  const rows = await db.query<{ address_hash: string }>(`SELECT from_address_hash AS address_hash FROM token_transfers
      WHERE block_hash = ${ block } AND from_address_hash IN ${ list }
    UNION SELECT to_address_hash FROM token_transfers WHERE block_hash = ${ block } AND to_address_hash IN ${ list }`, params.values);
  return rows.map((row) => row.address_hash);
}
