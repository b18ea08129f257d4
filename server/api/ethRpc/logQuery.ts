/**
 * Log criteria as JSON-RPC states them (`eth_getLogs`, `eth_newFilter`): a block range of
 * numbers or tags, or one block hash; addresses; topics by position. Read and checked here,
 * and the logs found answered with the node's encoding.
 */
import { ADDRESS_HASH_PATTERN, FULL_HASH_PATTERN } from '../../../types/hashes';
import { listFilteredLogs, rowTopics, type FilteredLogRow, type TopicExpression } from '../../db/queries/logFilter';
import type { Queryable } from '../../db';
import { INVALID_PARAMS, JsonRpcError, LIMIT_EXCEEDED } from './protocol';

/** Most logs one answer holds, as geth. */
export const MAX_LOGS = 10_000;
/** Addresses, or alternatives of one topic, per log filter. */
const MAX_FILTER_VALUES = 100;

const QUANTITY = /^0x(?:0|[1-9a-fA-F][0-9a-fA-F]{0,13})$/;

/** A block number, or a tag the database resolves (`latest`) or only the node knows. */
export type BlockBound = number | 'latest' | 'pending' | 'safe' | 'finalized';

export interface LogCriteria {
  fromBlock: BlockBound;
  toBlock: BlockBound;
  /** Instead of the range: the logs of this block. */
  blockHash?: string;
  /** Any of these emitters; empty: any. */
  addresses: string[];
  topics?: TopicExpression;
}

export const hex = (value: number) => `0x${ value.toString(16) }`;
export const invalidParams = (message: string) => new JsonRpcError(INVALID_PARAMS, `Invalid params: ${ message }`);

function blockBound(value: unknown, name: string): BlockBound {
  if (value === undefined || value === null || value === 'latest') return 'latest';
  if (value === 'earliest') return 0;
  if (value === 'pending' || value === 'safe' || value === 'finalized') return value;
  if (typeof value !== 'string' || !QUANTITY.test(value)) throw invalidParams(`${ name } must be a block number (hex quantity) or tag`);
  return Number(value);
}

export function hashList(value: unknown, pattern: RegExp, name: string): string[] {
  const items = Array.isArray(value) ? value : [ value ];
  // Each address is an index scan of its own: a bounded number of them.
  if (items.length > MAX_FILTER_VALUES) throw invalidParams(`${ name } takes at most ${ MAX_FILTER_VALUES } values`);
  if (items.some((item) => typeof item !== 'string' || !pattern.test(item))) throw invalidParams(`${ name } is malformed`);
  return [ ...new Set((items as string[]).map((item) => item.toLowerCase())) ];
}

/** `topics`: per position null (any), a topic, or a list of alternatives; positions all hold. */
function topicFilter(value: unknown): TopicExpression | undefined {
  if (value === undefined || value === null) return undefined;
  if (!Array.isArray(value) || value.length > 4) throw invalidParams('topics must be an array of at most 4 entries');
  const items: TopicExpression[] = [];
  value.forEach((entry, position) => {
    if (entry === null || (Array.isArray(entry) && entry.length === 0)) return;
    items.push({ position: position as 0 | 1 | 2 | 3, values: hashList(entry, FULL_HASH_PATTERN, `topics[${ position }]`) });
  });
  return items.length === 0 ? undefined : { operator: 'and', items };
}

/** Reads a filter object; throws -32602 for what is malformed. */
export function readLogCriteria(filter: unknown): LogCriteria {
  if (filter === null || typeof filter !== 'object' || Array.isArray(filter)) throw invalidParams('expected a filter object');
  const { fromBlock, toBlock, address, topics, blockHash } = filter as Record<string, unknown>;
  const criteria: LogCriteria = {
    fromBlock: blockBound(fromBlock, 'fromBlock'),
    toBlock: blockBound(toBlock, 'toBlock'),
    addresses: address === undefined || address === null ? [] : hashList(address, ADDRESS_HASH_PATTERN, 'address'),
    topics: topicFilter(topics),
  };
  if (blockHash === undefined) return criteria;
  if (fromBlock !== undefined || toBlock !== undefined) throw invalidParams('blockHash excludes fromBlock and toBlock');
  return { ...criteria, blockHash: hashList(blockHash, FULL_HASH_PATTERN, 'blockHash')[0] };
}

export function serializeLog(row: FilteredLogRow) {
  return {
    address: row.address_hash,
    blockHash: row.block_hash,
    blockNumber: hex(row.block_number),
    data: row.data,
    logIndex: hex(row.index),
    removed: false,
    topics: rowTopics(row),
    transactionHash: row.transaction_hash,
    transactionIndex: hex(row.transaction_index),
  };
}

/** Up to `limit` logs of `criteria` in blocks `fromBlock`…`toBlock` (or its block hash), oldest first. */
export function listLogs(db: Queryable, criteria: LogCriteria, range: { fromBlock: number; toBlock: number }, limit: number): Promise<FilteredLogRow[]> {
  return listFilteredLogs(db, { ...range, blockHash: criteria.blockHash, addresses: criteria.addresses, topics: criteria.topics },
    { skip: 0, limit });
}

/** The logs of `criteria` in a range, as `eth_getLogs` answers them; -32005 past {@link MAX_LOGS}. */
export async function findLogs(db: Queryable, criteria: LogCriteria, range: { fromBlock: number; toBlock: number }) {
  const rows = await listLogs(db, criteria, range, MAX_LOGS + 1);
  if (rows.length > MAX_LOGS) throw new JsonRpcError(LIMIT_EXCEEDED, `query returned more than ${ MAX_LOGS } results`);
  return rows.map(serializeLog);
}
