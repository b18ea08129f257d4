/**
 * The rollup (OP stack) tables (0017_optimism.sql): what the rollup stage writes from L1 and
 * what the `/optimism/*` routes read. Withdrawals start on L2, so their lists read the
 * message passer's `MessagePassed` logs and join the L1 events by withdrawal hash.
 */
import type { Queryable } from '..';
import { SqlParams, where } from './sql';

const MESSAGE_PASSED_TOPIC = '0x02a52367d10742d8032712c1bb8e0144ff1ec5ffda1ed7d70bb05a2744955054';
const DEPOSIT_RELAYED_TOPIC = '0x0837c0c4b3b2d0ecfc6fdb977d26c6f5341877c42fa7dae3985c61a4f7b7c7d5';

// ---- writes (the rollup stage) ----

export interface DepositRow {
  l1_block_hash: string;
  l1_log_index: number;
  l1_block_number: number;
  l1_block_timestamp: Date;
  l1_transaction_hash: string;
  l1_transaction_origin: string;
  source_hash: string;
  l2_transaction_hash: string;
  l2_gas_limit: string;
  from_hash: string;
  to_hash: string | null;
  mint: string;
  value: string;
}

export interface WithdrawalEventRow {
  l1_block_hash: string;
  l1_log_index: number;
  l1_block_number: number;
  l1_timestamp: Date;
  l1_transaction_hash: string;
  withdrawal_hash: string;
  kind: 'proven' | 'finalized';
  success: boolean | null;
}

export interface OutputRootRow {
  l1_block_hash: string;
  l1_log_index: number;
  l1_block_number: number;
  l1_timestamp: Date;
  l1_transaction_hash: string;
  l2_output_index: string;
  l2_block_number: string;
  output_root: string;
}

export interface DisputeGameRow {
  l1_block_hash: string;
  l1_log_index: number;
  l1_block_number: number;
  l1_transaction_hash: string;
  game_index: string;
  game_type: number;
  contract_address_hash: string;
  root_claim: string;
  l2_block_number: string;
  created_at: Date;
  resolved_at: Date | null;
  status: number;
}

export interface FrameRow {
  l1_block_hash: string;
  l1_block_number: number;
  l1_timestamp: Date;
  l1_transaction_hash: string;
  channel_id: string;
  frame_number: number;
  is_last: boolean;
  data: Buffer;
  /** The EIP-4844 blob the frame was read from; null: the transaction's calldata. */
  blob_hash: string | null;
}

/** A blob a batch was read from, as the API lists it. */
export interface BatchBlob {
  hash: string;
  l1_transaction_hash: string;
  l1_timestamp: string;
}

export interface BatchRow {
  number: string;
  l1_block_hash: string;
  l1_block_number: number;
  l1_timestamp: Date;
  l1_transaction_hashes: string[];
  l2_start_block_number: string;
  l2_end_block_number: string;
  transactions_count: number;
  container: string;
  blobs: BatchBlob[];
}

/** Inserts rows of one table; a row read twice (a retried range) is kept once. */
async function insertRows(db: Queryable, table: string, rows: ReadonlyArray<object>, conflict: string): Promise<void> {
  if (rows.length === 0) return;
  const columns = Object.keys(rows[0]);
  const params = new SqlParams();
  const values = rows.map((row) => `(${ columns.map((column) => params.add((row as Record<string, unknown>)[column])).join(', ') })`);
  await db.query(`INSERT INTO ${ table } (${ columns.join(', ') }) VALUES ${ values.join(', ') } ON CONFLICT ${ conflict } DO NOTHING`, params.values);
}

export const insertDeposits = (db: Queryable, rows: DepositRow[]) => insertRows(db, 'op_deposits', rows, '(l1_block_hash, l1_log_index)');
export const insertWithdrawalEvents = (db: Queryable, rows: WithdrawalEventRow[]) =>
  insertRows(db, 'op_withdrawal_events', rows, '(l1_block_hash, l1_log_index)');
export const insertOutputRoots = (db: Queryable, rows: OutputRootRow[]) => insertRows(db, 'op_output_roots', rows, '(l1_block_hash, l1_log_index)');
export const insertDisputeGames = (db: Queryable, rows: DisputeGameRow[]) =>
  insertRows(db, 'op_dispute_games', rows, '(l1_block_hash, l1_log_index)');
export const insertFrames = (db: Queryable, rows: FrameRow[]) => insertRows(db, 'op_frames', rows, '(channel_id, frame_number, l1_transaction_hash)');

/** Channels whose last frame has come (they may still miss others). */
export async function channelsWithLastFrame(db: Queryable): Promise<string[]> {
  const rows = await db.query<{ channel_id: string }>('SELECT DISTINCT channel_id FROM op_frames WHERE is_last');
  return rows.map((row) => row.channel_id);
}

export async function framesOfChannel(db: Queryable, channelId: string): Promise<FrameRow[]> {
  return db.query<FrameRow>('SELECT * FROM op_frames WHERE channel_id = $1 ORDER BY frame_number, l1_block_number', [ channelId ]);
}

export async function deleteChannelFrames(db: Queryable, channelId: string): Promise<void> {
  await db.query('DELETE FROM op_frames WHERE channel_id = $1', [ channelId ]);
}

/** Stores a decoded channel under the next batch number. */
export async function insertBatch(db: Queryable, batch: Omit<BatchRow, 'number'>): Promise<void> {
  await db.query(`INSERT INTO op_batches (number, l1_block_hash, l1_block_number, l1_timestamp, l1_transaction_hashes,
      l2_start_block_number, l2_end_block_number, transactions_count, container, blobs)
    SELECT COALESCE(max(number) + 1, 0), $1, $2, $3, $4, $5, $6, $7, $8, $9::jsonb FROM op_batches`,
  [ batch.l1_block_hash, batch.l1_block_number, batch.l1_timestamp, batch.l1_transaction_hashes, batch.l2_start_block_number,
    batch.l2_end_block_number, batch.transactions_count, batch.container, JSON.stringify(batch.blobs) ]);
}

/** The L1 blocks read last, newest first: where an L1 reorg is looked for. */
export async function recentL1Blocks(db: Queryable, limit: number): Promise<Array<{ number: number; hash: string }>> {
  const rows = await db.query<{ number: string; hash: string }>('SELECT number, hash FROM op_l1_blocks ORDER BY number DESC LIMIT $1', [ limit ]);
  return rows.map((row) => ({ number: Number(row.number), hash: row.hash }));
}

/** Records the hashes of blocks just read and forgets all but the last `keep`. */
export async function rememberL1Blocks(db: Queryable, blocks: Array<{ number: number; hash: string }>, keep: number): Promise<void> {
  if (blocks.length === 0) return;
  const params = new SqlParams();
  const values = blocks.map((block) => `(${ params.add(block.number) }, ${ params.add(block.hash) })`);
  await db.query(`INSERT INTO op_l1_blocks (number, hash) VALUES ${ values.join(', ') }
    ON CONFLICT (number) DO UPDATE SET hash = EXCLUDED.hash`, params.values);
  const newest = Math.max(...blocks.map((block) => block.number));
  await db.query('DELETE FROM op_l1_blocks WHERE number <= $1', [ newest - keep ]);
}

/** Games still in progress (their result is read again each round), oldest first. */
export async function openDisputeGames(db: Queryable, limit: number): Promise<Array<{ contract_address_hash: string }>> {
  return db.query('SELECT contract_address_hash FROM op_dispute_games WHERE status = 0 ORDER BY game_index LIMIT $1', [ limit ]);
}

export async function resolveDisputeGame(db: Queryable, game: string, status: number, resolvedAt: Date): Promise<void> {
  await db.query('UPDATE op_dispute_games SET status = $2, resolved_at = $3 WHERE contract_address_hash = $1', [ game, status, resolvedAt ]);
}

/** Forgets everything read from L1 blocks above `number` (they left L1's canonical chain). */
export async function deleteAboveL1Block(db: Queryable, number: number): Promise<void> {
  for (const table of [ 'op_deposits', 'op_withdrawal_events', 'op_output_roots', 'op_frames', 'op_batches', 'op_dispute_games' ]) {
    await db.query(`DELETE FROM ${ table } WHERE l1_block_number > $1`, [ number ]);
  }
  await db.query('DELETE FROM op_l1_blocks WHERE number > $1', [ number ]);
}

/** The consensus L2 block with this timestamp (unix seconds), or null while it is not indexed. */
export async function l2BlockAtTimestamp(db: Queryable, seconds: bigint): Promise<number | null> {
  const [ row ] = await db.query<{ number: string }>('SELECT number FROM blocks WHERE consensus AND timestamp = to_timestamp($1) LIMIT 1',
    [ Number(seconds) ]);
  return row ? Number(row.number) : null;
}

export async function l2BlockTimestamp(db: Queryable, number: number): Promise<number | null> {
  const [ row ] = await db.query<{ timestamp: Date }>('SELECT timestamp FROM blocks WHERE consensus AND number = $1', [ number ]);
  return row ? Math.floor(row.timestamp.getTime() / 1000) : null;
}

/** The newest consensus L2 block's timestamp (unix seconds). */
export async function latestL2Timestamp(db: Queryable): Promise<number | null> {
  const [ row ] = await db.query<{ timestamp: Date }>('SELECT timestamp FROM blocks WHERE consensus ORDER BY number DESC LIMIT 1');
  return row ? Math.floor(row.timestamp.getTime() / 1000) : null;
}

// ---- reads (the API) ----

export interface DepositListRow {
  l1_block_number: string;
  l1_block_timestamp: Date;
  l1_transaction_hash: string;
  l1_transaction_origin: string;
  l2_transaction_hash: string;
  l2_gas_limit: string;
}

/**
 * The L2 transaction that carried a deposit out: the relay's, when one is configured (the demo's
 * chain cannot carry 0x7e transactions), else the hash OP derives.
 */
function l2TransactionOfDeposit(params: SqlParams, relay: string | null): string {
  if (!relay) return 'd.l2_transaction_hash';
  return `COALESCE((SELECT l.transaction_hash FROM logs l JOIN blocks b ON b.hash = l.block_hash AND b.consensus
    WHERE l.first_topic = '${ DEPOSIT_RELAYED_TOPIC }' AND l.second_topic = d.source_hash AND l.address_hash = ${ params.add(relay) }
    LIMIT 1), d.l2_transaction_hash)`;
}

/** Deposits newest first by L1 block, then L1 transaction hash (Blockscout's cursor). */
export async function listDeposits(db: Queryable, options: {
  relay: string | null; before?: { l1BlockNumber: number; transactionHash: string }; limit: number;
}): Promise<DepositListRow[]> {
  const params = new SqlParams();
  const conditions: string[] = [];
  if (options.before) {
    conditions.push(`(d.l1_block_number, d.l1_transaction_hash) < (${ params.add(options.before.l1BlockNumber) }, ${ params.add(options.before.transactionHash) })`);
  }
  return db.query<DepositListRow>(`SELECT d.l1_block_number, d.l1_block_timestamp, d.l1_transaction_hash, d.l1_transaction_origin,
      ${ l2TransactionOfDeposit(params, options.relay) } AS l2_transaction_hash, d.l2_gas_limit
    FROM op_deposits d ${ where(conditions) }
    ORDER BY d.l1_block_number DESC, d.l1_transaction_hash DESC, d.l1_log_index DESC LIMIT ${ params.add(options.limit) }`, params.values);
}

export async function countRows(db: Queryable, table: 'op_deposits' | 'op_output_roots' | 'op_batches' | 'op_dispute_games'): Promise<number> {
  const [ row ] = await db.query<{ count: string }>(`SELECT count(*) AS count FROM ${ table }`);
  return Number(row.count);
}

/** The deposit an L2 transaction carried out, if it carried one. */
export async function depositOfL2Transaction(db: Queryable, hash: string, relay: string | null): Promise<DepositListRow | null> {
  const params = new SqlParams();
  const condition = relay ?
    `d.source_hash IN (SELECT second_topic FROM logs WHERE transaction_hash = ${ params.add(hash) } AND first_topic = '${ DEPOSIT_RELAYED_TOPIC }'
      AND address_hash = ${ params.add(relay) })` :
    `d.l2_transaction_hash = ${ params.add(hash) }`;
  const [ row ] = await db.query<DepositListRow>(`SELECT d.l1_block_number, d.l1_block_timestamp, d.l1_transaction_hash, d.l1_transaction_origin,
      d.l2_transaction_hash, d.l2_gas_limit FROM op_deposits d WHERE ${ condition } LIMIT 1`, params.values);
  return row ?? null;
}

export interface WithdrawalListRow {
  nonce_topic: string;
  sender_topic: string;
  target_topic: string;
  data: string;
  transaction_hash: string;
  block_number: string;
  block_timestamp: Date | null;
  from_address_hash: string | null;
  /** Whether an output root, or a dispute game its challenger has not won, covers the withdrawal's L2 block. */
  has_output_root: boolean;
  proven_transaction_hash: string | null;
  proven_at: Date | null;
  finalized_transaction_hash: string | null;
}

/** MessagePassed's withdrawal hash: the 4th head word of its data (value, gasLimit, offset, hash). */
const WITHDRAWAL_HASH_SQL = `'0x' || substr(l.data, ${ 3 + 64 * 3 }, 64)`;

/** Withdrawals started on the consensus L2 chain, newest (highest nonce) first, with their L1 fate. */
export async function listWithdrawals(db: Queryable, options: {
  messagePasser: string; beforeNonceTopic?: string; transactionHash?: string; limit: number;
}): Promise<WithdrawalListRow[]> {
  const params = new SqlParams();
  const conditions = [ `l.first_topic = '${ MESSAGE_PASSED_TOPIC }'`, `l.address_hash = ${ params.add(options.messagePasser) }` ];
  if (options.beforeNonceTopic) conditions.push(`l.second_topic < ${ params.add(options.beforeNonceTopic) }`);
  if (options.transactionHash) conditions.push(`l.transaction_hash = ${ params.add(options.transactionHash) }`);
  return db.query<WithdrawalListRow>(`SELECT l.second_topic AS nonce_topic, l.third_topic AS sender_topic, l.fourth_topic AS target_topic,
      l.data, l.transaction_hash, l.block_number, b.timestamp AS block_timestamp, t.from_address_hash,
      (EXISTS (SELECT 1 FROM op_output_roots o WHERE o.l2_block_number >= l.block_number)
        OR EXISTS (SELECT 1 FROM op_dispute_games g WHERE g.status <> 1 AND g.l2_block_number >= l.block_number)) AS has_output_root,
      proven.l1_transaction_hash AS proven_transaction_hash, proven.l1_timestamp AS proven_at,
      finalized.l1_transaction_hash AS finalized_transaction_hash
    FROM logs l
    JOIN blocks b ON b.hash = l.block_hash AND b.consensus
    LEFT JOIN transactions t ON t.hash = l.transaction_hash
    LEFT JOIN LATERAL (SELECT e.l1_transaction_hash, e.l1_timestamp FROM op_withdrawal_events e
      WHERE e.withdrawal_hash = ${ WITHDRAWAL_HASH_SQL } AND e.kind = 'proven' ORDER BY e.l1_block_number DESC LIMIT 1) proven ON true
    LEFT JOIN LATERAL (SELECT e.l1_transaction_hash FROM op_withdrawal_events e
      WHERE e.withdrawal_hash = ${ WITHDRAWAL_HASH_SQL } AND e.kind = 'finalized' ORDER BY e.l1_block_number DESC LIMIT 1) finalized ON true
    ${ where(conditions) }
    ORDER BY l.second_topic DESC LIMIT ${ params.add(options.limit) }`, params.values);
}

export async function countWithdrawals(db: Queryable, messagePasser: string): Promise<number> {
  const [ row ] = await db.query<{ count: string }>(`SELECT count(*) AS count FROM logs l JOIN blocks b ON b.hash = l.block_hash AND b.consensus
    WHERE l.first_topic = '${ MESSAGE_PASSED_TOPIC }' AND l.address_hash = $1`, [ messagePasser ]);
  return Number(row.count);
}

export interface OutputRootListRow {
  l2_output_index: string;
  l2_block_number: string;
  l1_transaction_hash: string;
  l1_timestamp: Date;
  l1_block_number: string;
  output_root: string;
}

export async function listOutputRoots(db: Queryable, options: { beforeIndex?: number; limit: number }): Promise<OutputRootListRow[]> {
  const params = new SqlParams();
  const conditions: string[] = [];
  if (options.beforeIndex !== undefined) conditions.push(`l2_output_index < ${ params.add(options.beforeIndex) }`);
  return db.query<OutputRootListRow>(`SELECT l2_output_index, l2_block_number, l1_transaction_hash, l1_timestamp, l1_block_number, output_root
    FROM op_output_roots ${ where(conditions) } ORDER BY l2_output_index DESC LIMIT ${ params.add(options.limit) }`, params.values);
}

export async function listBatches(db: Queryable, options: { beforeNumber?: number; number?: number; limit: number }): Promise<BatchRow[]> {
  const params = new SqlParams();
  const conditions: string[] = [];
  if (options.beforeNumber !== undefined) conditions.push(`number < ${ params.add(options.beforeNumber) }`);
  if (options.number !== undefined) conditions.push(`number = ${ params.add(options.number) }`);
  return db.query<BatchRow>(`SELECT number, l1_block_hash, l1_block_number, l1_timestamp, l1_transaction_hashes, l2_start_block_number,
      l2_end_block_number, transactions_count, container, blobs FROM op_batches ${ where(conditions) } ORDER BY number DESC LIMIT ${ params.add(options.limit) }`,
  params.values);
}

export interface TxnBatchBlockRow {
  l2_block_number: string;
  transactions_count: number;
  l1_transaction_hashes: string[];
  l1_timestamp: Date;
}

/** The older per-L2-block view of batches (`/optimism/txn-batches`): each batched block, newest first. */
export async function listBatchedBlocks(db: Queryable, options: { beforeBlock?: number; limit: number }): Promise<TxnBatchBlockRow[]> {
  const params = new SqlParams();
  const conditions = [ 'b.consensus' ];
  if (options.beforeBlock !== undefined) conditions.push(`b.number < ${ params.add(options.beforeBlock) }`);
  return db.query<TxnBatchBlockRow>(`SELECT b.number AS l2_block_number, b.transactions_count, ob.l1_transaction_hashes, ob.l1_timestamp
    FROM op_batches ob JOIN blocks b ON b.number BETWEEN ob.l2_start_block_number AND ob.l2_end_block_number
    ${ where(conditions) } ORDER BY b.number DESC LIMIT ${ params.add(options.limit) }`, params.values);
}

export async function countBatchedBlocks(db: Queryable): Promise<number> {
  const [ row ] = await db.query<{ count: string }>('SELECT COALESCE(sum(l2_end_block_number - l2_start_block_number + 1), 0) AS count FROM op_batches');
  return Number(row.count);
}

/** Dispute games by index, newest first. */
export async function listDisputeGames(db: Queryable, options: { beforeIndex?: number; limit: number }): Promise<DisputeGameRow[]> {
  const params = new SqlParams();
  const conditions: string[] = [];
  if (options.beforeIndex !== undefined) conditions.push(`game_index < ${ params.add(options.beforeIndex) }`);
  return db.query<DisputeGameRow>(`SELECT * FROM op_dispute_games ${ where(conditions) } ORDER BY game_index DESC LIMIT ${ params.add(options.limit) }`,
    params.values);
}
