/**
 * Logs by filter, oldest first, for Etherscan's `logs/getlogs` and JSON-RPC `eth_getLogs`:
 * a block range or one block hash, any of a few addresses (each read along `logs_address`),
 * and a topic expression. Without an address the range is read along `logs_order`.
 */
import type { Queryable } from '..';
import type { LogRow } from './logs';
import { SqlParams } from './sql';

const TOPIC_COLUMNS = [ 'first_topic', 'second_topic', 'third_topic', 'fourth_topic' ] as const;

/** Topic conditions: a position holding one of `values`, or an and/or of such conditions. */
export type TopicExpression =
  | { position: 0 | 1 | 2 | 3; values: readonly string[] }
  | { operator: 'and' | 'or'; items: readonly TopicExpression[] };

export interface LogFilter {
  fromBlock: number;
  toBlock: number;
  /** Instead of the range: the logs of this block. */
  blockHash?: string;
  /** Any of these emitters; empty or absent: any. */
  addresses?: readonly string[];
  topics?: TopicExpression;
}

/** A `logs` row with its block's time, its transaction's position and (on request) gas figures. */
export interface FilteredLogRow extends LogRow {
  transaction_index: number;
  gas_price: string | null;
  gas_used: string | null;
}

function topicSql(params: SqlParams, expression: TopicExpression): string {
  if ('position' in expression) {
    const column = `l.${ TOPIC_COLUMNS[expression.position] }`;
    return expression.values.length === 1 ? `${ column } = ${ params.add(expression.values[0]) }` :
      `${ column } = ANY(${ params.add([ ...expression.values ]) }::text[])`;
  }
  const parts = expression.items.map((item) => topicSql(params, item));
  return parts.length === 0 ? 'true' : `(${ parts.join(expression.operator === 'and' ? ' AND ' : ' OR ') })`;
}

/**
 * Up to `skip + limit` matching logs along each index, then the page. With `withTransaction`
 * each row carries its transaction's gas price and gas used (Etherscan's fields).
 */
export async function listFilteredLogs(db: Queryable, filter: LogFilter, page: { skip: number; limit: number },
  withTransaction = false): Promise<FilteredLogRow[]> {
  const params = new SqlParams();
  const conditions: string[] = [];
  if (filter.blockHash !== undefined) {
    conditions.push(`l.block_hash = ${ params.add(filter.blockHash) }`);
  } else {
    conditions.push(`l.block_number BETWEEN ${ params.add(filter.fromBlock) } AND ${ params.add(filter.toBlock) }`);
  }
  if (filter.topics) conditions.push(topicSql(params, filter.topics));
  const window = params.add(page.skip + page.limit);
  const order = 'ORDER BY l.block_number, l.index';
  const addresses = filter.addresses ?? [];
  const scans = addresses.length === 0 ? [ `(SELECT l.block_hash, l.index FROM logs l WHERE ${ conditions.join(' AND ') } ${ order } LIMIT ${ window })` ] :
    addresses.map((address) => `(SELECT l.block_hash, l.index FROM logs l
      WHERE l.address_hash = ${ params.add(address) } AND ${ conditions.join(' AND ') } ${ order } LIMIT ${ window })`);
  const transaction = withTransaction ? ', t.gas_price, t.gas_used' : ', NULL AS gas_price, NULL AS gas_used';
  const join = withTransaction ? 'LEFT JOIN transactions t ON t.hash = l.transaction_hash' : '';
  return db.query<FilteredLogRow>(`SELECT l.block_hash, l.block_number, b.timestamp AS block_timestamp, l.index, l.transaction_hash,
      l.transaction_index, l.address_hash, l.first_topic, l.second_topic, l.third_topic, l.fourth_topic, l.data ${ transaction }
    FROM (${ scans.join(' UNION ') }) p JOIN logs l ON l.block_hash = p.block_hash AND l.index = p.index
    JOIN blocks b ON b.hash = l.block_hash ${ join }
    ${ order } OFFSET ${ params.add(page.skip) } LIMIT ${ params.add(page.limit) }`, params.values);
}

/** The topics of a row as nodes list them: up to the first absent one. */
export function rowTopics(row: Pick<FilteredLogRow, typeof TOPIC_COLUMNS[number]>): string[] {
  const topics: string[] = [];
  for (const column of TOPIC_COLUMNS) {
    const topic = row[column];
    if (topic === null) break;
    topics.push(topic);
  }
  return topics;
}
