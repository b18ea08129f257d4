/**
 * Block queries. Lists are keyset queries in the order of the migration's partial
 * indexes: `blocks_consensus_number` for the chain, `blocks_lost_number` for reorgs.
 */
import type { Queryable } from '..';
import type { BlockId } from '../../http/params';
import { loadByKeys, SqlParams, where } from './sql';

/** A `blocks` row as the serializer needs it (numeric → string, int8 → number). */
export interface BlockRow {
  hash: string;
  number: number;
  parent_hash: string;
  consensus: boolean;
  timestamp: Date;
  miner_hash: string;
  gas_used: string;
  gas_limit: string;
  base_fee_per_gas: string | null;
  difficulty: string | null;
  total_difficulty: string | null;
  size: number | null;
  nonce: string;
  transactions_count: number;
  withdrawals_count: number | null;
  uncles: string[];
  burnt_fees: string;
  priority_fees: string;
  transaction_fees: string;
  internal_transactions_indexed: boolean;
}

/** Every column of {@link BlockRow}. */
export const BLOCK_COLUMNS = `hash, number, parent_hash, consensus, timestamp, miner_hash, gas_used, gas_limit,
  base_fee_per_gas, difficulty, total_difficulty, size, nonce, transactions_count, withdrawals_count, uncles,
  burnt_fees, priority_fees, transaction_fees, internal_transactions_indexed`;

/** Where a block list continues: below this height (and, for reorgs, below this hash at it). */
export interface BlockCursor {
  number: number;
  hash?: string;
}

/**
 * One page of consensus blocks (`consensus: true`) or of blocks that lost consensus,
 * newest first. Lost blocks can share a height, so their order breaks ties by hash.
 */
export async function listBlocks(db: Queryable, options: { consensus: boolean; before?: BlockCursor; limit: number }): Promise<BlockRow[]> {
  const params = new SqlParams();
  const conditions = [ options.consensus ? 'consensus' : 'NOT consensus' ];
  const { before } = options;
  if (before && before.hash !== undefined && !options.consensus) {
    conditions.push(`(number, hash) < (${ params.add(before.number) }, ${ params.add(before.hash) })`);
  } else if (before) {
    conditions.push(`number < ${ params.add(before.number) }`);
  }
  const order = options.consensus ? 'number DESC' : 'number DESC, hash DESC';
  return db.query<BlockRow>(`SELECT ${ BLOCK_COLUMNS } FROM blocks ${ where(conditions) }
    ORDER BY ${ order } LIMIT ${ params.add(options.limit) }`, params.values);
}

/** The consensus block at a height, or null. */
export async function findBlockByNumber(db: Queryable, number: number): Promise<BlockRow | null> {
  const [ row ] = await db.query<BlockRow>(`SELECT ${ BLOCK_COLUMNS } FROM blocks WHERE consensus AND number = $1`, [ number ]);
  return row ?? null;
}

/** Hashes of the consensus blocks above `after` up to `upTo`, oldest first, at most `limit` (block filters of eth-rpc). */
export async function listConsensusBlockHashes(db: Queryable, after: number, upTo: number, limit: number): Promise<Array<{ hash: string; number: number }>> {
  return db.query<{ hash: string; number: number }>(`SELECT hash, number FROM blocks WHERE consensus AND number > $1 AND number <= $2
    ORDER BY number LIMIT $3`, [ after, upTo, limit ]);
}

/** The block with this hash, consensus or not, or null. */
export async function findBlockByHash(db: Queryable, hash: string): Promise<BlockRow | null> {
  const [ row ] = await db.query<BlockRow>(`SELECT ${ BLOCK_COLUMNS } FROM blocks WHERE hash = $1`, [ hash ]);
  return row ?? null;
}

/**
 * The block a path names: a height means the consensus block there, a hash means that
 * block even if it lost consensus (Blockscout then answers it with type `reorg`).
 */
export async function findBlock(db: Queryable, id: BlockId): Promise<BlockRow | null> {
  return id.kind === 'number' ? findBlockByNumber(db, id.number) : findBlockByHash(db, id.hash);
}

/**
 * Internal transactions per block, for the blocks that have been traced (others are
 * absent from the map: their count is not known yet). The root frame (index 0) is the
 * transaction itself and does not count.
 */
export async function countInternalTransactions(db: Queryable, blockHashes: string[]): Promise<Map<string, number>> {
  if (blockHashes.length === 0) return new Map();
  const params = new SqlParams();
  const rows = await db.query<{ hash: string; count: number }>(`SELECT b.hash,
      (SELECT count(*) FROM internal_transactions i WHERE i.block_hash = b.hash AND (i.index > 0 OR i.type <> 'call')) AS count
    FROM blocks b WHERE b.hash IN ${ params.list(blockHashes) } AND b.internal_transactions_indexed`, params.values);
  return new Map(rows.map((row) => [ row.hash, Number(row.count) ]));
}

export function loadBlocks(db: Queryable, hashes: string[]): Promise<Map<string, BlockRow>> {
  return loadByKeys(db, hashes, (list) => `SELECT ${ BLOCK_COLUMNS } FROM blocks WHERE hash IN ${ list }`, (row: BlockRow) => row.hash);
}

/** The newest consensus height, or null on an empty database (`blocks_consensus_number`). */
export async function readHighestBlockNumber(db: Queryable): Promise<number | null> {
  const [ row ] = await db.query<{ number: number }>('SELECT number FROM blocks WHERE consensus ORDER BY number DESC LIMIT 1');
  return row?.number ?? null;
}

/** The height of the block with this hash when it is a consensus block, or null. */
export async function findConsensusBlockNumber(db: Queryable, hash: string): Promise<number | null> {
  const [ block ] = await db.query<{ number: number }>('SELECT number FROM blocks WHERE hash = $1 AND consensus', [ hash ]);
  return block?.number ?? null;
}

export interface MinedBlockRow {
  number: number;
  timestamp: Date;
  difficulty: string | null;
  base_fee_per_gas: string | null;
  transaction_fees: string;
  priority_fees: string;
}

export const REWARD_COLUMNS = 'number, timestamp, difficulty, base_fee_per_gas, transaction_fees, priority_fees';

/** Consensus blocks `miner` produced, newest first (`blocks_miner_number`). */
export async function listMinedBlocks(db: Queryable, miner: string, skip: number, limit: number): Promise<MinedBlockRow[]> {
  return db.query<MinedBlockRow>(`SELECT ${ REWARD_COLUMNS } FROM blocks WHERE miner_hash = $1 AND consensus
    ORDER BY number DESC OFFSET $2 LIMIT $3`, [ miner, skip, limit ]);
}

/** The newest consensus height, or null while there is none. */
export async function findHeadNumber(db: Queryable): Promise<number | null> {
  return readHighestBlockNumber(db);
}

/** Fees paid in consensus blocks from `from` (inclusive) to `to` (exclusive), along `blocks_timestamp`. */
export async function sumFeesBetween(db: Queryable, from: Date, to: Date): Promise<{ fees: string; blocks: number }> {
  const [ row ] = await db.query<{ fees: string | null; blocks: number }>(`SELECT sum(transaction_fees) AS fees, count(*) AS blocks
    FROM blocks WHERE consensus AND timestamp >= $1 AND timestamp < $2`, [ from.toISOString(), to.toISOString() ]);
  return { fees: row?.fees ?? '0', blocks: Number(row?.blocks ?? 0) };
}

export interface RewardBlockRow extends MinedBlockRow {
  miner_hash: string;
}

export async function findConsensusBlock(db: Queryable, number: number): Promise<RewardBlockRow | null> {
  const [ row ] = await db.query<RewardBlockRow>(`SELECT ${ REWARD_COLUMNS }, miner_hash FROM blocks WHERE consensus AND number = $1`, [ number ]);
  return row ?? null;
}

/** The last consensus block at or before `timestamp`, or the first at or after it. */
export async function findBlockNumberByTime(db: Queryable, timestamp: Date, closest: 'before' | 'after'): Promise<number | null> {
  // The nearest time first (one step along `blocks_timestamp`), then the blocks sharing it.
  const sql = closest === 'before' ?
    `SELECT max(number) AS number FROM blocks WHERE consensus AND timestamp =
      (SELECT timestamp FROM blocks WHERE consensus AND timestamp <= $1 ORDER BY timestamp DESC LIMIT 1)` :
    `SELECT min(number) AS number FROM blocks WHERE consensus AND timestamp =
      (SELECT timestamp FROM blocks WHERE consensus AND timestamp >= $1 ORDER BY timestamp LIMIT 1)`;
  const [ row ] = await db.query<{ number: number | null }>(sql, [ timestamp.toISOString() ]);
  return row?.number ?? null;
}

/** Heights of the first and last consensus block inside [from, to]; null when none is. */
export async function findBlockRange(db: Queryable, from: Date, to: Date): Promise<{ first: number; last: number } | null> {
  const [ row ] = await db.query<{ first: string | null; last: string | null }>(`SELECT
    (SELECT number FROM blocks WHERE consensus AND timestamp >= $1 ORDER BY timestamp, number LIMIT 1) AS first,
    (SELECT number FROM blocks WHERE consensus AND timestamp <= $2 ORDER BY timestamp DESC, number DESC LIMIT 1) AS last`, [ from, to ]);
  if (row?.first == null || row.last == null || Number(row.first) > Number(row.last)) return null;
  return { first: Number(row.first), last: Number(row.last) };
}

/** Consensus blocks the address mined, newest first, below the `block_number` cursor (`blocks_miner_number`). */
export async function listValidatedBlocks(db: Queryable, hash: string, options: { beforeNumber?: number; limit: number }): Promise<BlockRow[]> {
  const params = new SqlParams();
  const conditions = [ `miner_hash = ${ params.add(hash) }`, 'consensus' ];
  if (options.beforeNumber !== undefined) conditions.push(`number < ${ params.add(options.beforeNumber) }`);
  return db.query<BlockRow>(`SELECT ${ BLOCK_COLUMNS } FROM blocks ${ where(conditions) } ORDER BY number DESC LIMIT ${ params.add(options.limit) }`,
    params.values);
}
