/**
 * Event log queries: a transaction's logs in emission order (`logs_transaction`) and an
 * address's logs newest first (`logs_address`).
 */
import type { Queryable } from '..';
import { SqlParams, where } from './sql';

/** A `logs` row plus its block's timestamp. */
export interface LogRow {
  block_hash: string;
  block_number: number;
  index: number;
  transaction_hash: string;
  address_hash: string;
  first_topic: string | null;
  second_topic: string | null;
  third_topic: string | null;
  fourth_topic: string | null;
  data: string;
  block_timestamp: Date | null;
}

const COLUMNS = `l.block_hash, l.block_number, l.index, l.transaction_hash, l.address_hash, l.first_topic, l.second_topic,
  l.third_topic, l.fourth_topic, l.data, b.timestamp AS block_timestamp`;
const FROM = 'FROM logs l LEFT JOIN blocks b ON b.hash = l.block_hash';

/** A transaction's logs by index, after the `index` cursor. */
export async function listTransactionLogs(db: Queryable, transactionHash: string, options: {
  afterIndex?: number; limit: number;
}): Promise<LogRow[]> {
  const params = new SqlParams();
  const conditions = [ `l.transaction_hash = ${ params.add(transactionHash) }` ];
  if (options.afterIndex !== undefined) conditions.push(`l.index > ${ params.add(options.afterIndex) }`);
  return db.query<LogRow>(`SELECT ${ COLUMNS } ${ FROM } ${ where(conditions) } ORDER BY l.index LIMIT ${ params.add(options.limit) }`,
    params.values);
}

/**
 * Logs an address emitted, newest first, after the `(block_number, index)` cursor.
 * `topic` keeps those that carry it in any of the four places (Blockscout's filter).
 * @dev With a topic the scan filters along `logs_address`; a rare topic on a busy
 * contract reads that contract's logs until a page is full.
 */
export async function listAddressLogs(db: Queryable, address: string, options: {
  topic?: string; before?: { blockNumber: number; index: number }; limit: number;
}): Promise<LogRow[]> {
  const params = new SqlParams();
  const conditions = [ `l.address_hash = ${ params.add(address) }` ];
  if (options.before) {
    conditions.push(`(l.block_number, l.index) < (${ params.add(options.before.blockNumber) }, ${ params.add(options.before.index) })`);
  }
  if (options.topic) {
    const topic = params.add(options.topic);
    conditions.push(`(l.first_topic = ${ topic } OR l.second_topic = ${ topic } OR l.third_topic = ${ topic } OR l.fourth_topic = ${ topic })`);
  }
  return db.query<LogRow>(`SELECT ${ COLUMNS } ${ FROM } ${ where(conditions) }
    ORDER BY l.block_number DESC, l.index DESC LIMIT ${ params.add(options.limit) }`, params.values);
}
