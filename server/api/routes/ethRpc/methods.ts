/**
 * The methods of `/api/eth-rpc` (GUIDE §11). The chain id is ours, the head and logs come
 * from the database, with the node's encodings; the rest (blocks, transactions and receipts
 * carry roots, blooms and signatures the database does not keep; state reads; sending) is
 * the node's. A log query above the indexed head is the node's too, so no log is missed.
 */
import type { Queryable } from '../../../db';
import { QNM_CHAIN_ID } from '../../../devnet/chain';
import { findHeadNumber } from '../../repositories/etherscanAccounts';
import { listFilteredLogs, rowTopics, type FilteredLogRow, type TopicExpression } from '../../repositories/logFilter';
import { INVALID_PARAMS, JsonRpcError, LIMIT_EXCEEDED } from './protocol';

/** The database's answer, or `proxy` when the node must answer. */
export type LocalAnswer = { result: unknown } | 'proxy';
type LocalMethod = (db: Queryable, params: unknown[]) => Promise<LocalAnswer>;

/** Methods answered by the node as they are. */
export const PROXIED_METHODS: ReadonlySet<string> = new Set([
  'eth_getBalance', 'eth_getBlockByNumber', 'eth_getBlockByHash', 'eth_getTransactionByHash', 'eth_getTransactionReceipt',
  'eth_getTransactionCount', 'eth_getCode', 'eth_getStorageAt', 'eth_call', 'eth_estimateGas', 'eth_gasPrice',
  'eth_maxPriorityFeePerGas', 'eth_sendRawTransaction',
]);

/** Most logs one `eth_getLogs` answers, as geth. */
export const MAX_LOGS = 10_000;
/** Addresses, or alternatives of one topic, per log filter. */
const MAX_FILTER_VALUES = 100;

const ADDRESS = /^0x[0-9a-fA-F]{40}$/;
const HASH = /^0x[0-9a-fA-F]{64}$/;
const QUANTITY = /^0x(?:0|[1-9a-fA-F][0-9a-fA-F]{0,13})$/;

const hex = (value: number) => `0x${ value.toString(16) }`;
const invalid = (message: string) => new JsonRpcError(INVALID_PARAMS, `Invalid params: ${ message }`);

/** A block tag against the indexed head; null when the node must resolve it (pending, safe, finalized). */
function blockNumberOf(value: unknown, head: number, name: string): number | null {
  if (value === undefined || value === 'latest') return head;
  if (value === 'earliest') return 0;
  if (value === 'pending' || value === 'safe' || value === 'finalized') return null;
  if (typeof value !== 'string' || !QUANTITY.test(value)) throw invalid(`${ name } must be a block number (hex quantity) or tag`);
  return Number(value);
}

function hashList(value: unknown, pattern: RegExp, name: string): string[] {
  const items = Array.isArray(value) ? value : [ value ];
  // Each address is an index scan of its own: a bounded number of them.
  if (items.length > MAX_FILTER_VALUES) throw invalid(`${ name } takes at most ${ MAX_FILTER_VALUES } values`);
  if (items.some((item) => typeof item !== 'string' || !pattern.test(item))) throw invalid(`${ name } is malformed`);
  return [ ...new Set((items as string[]).map((item) => item.toLowerCase())) ];
}

/** `topics`: per position null (any), a topic, or a list of alternatives; positions all hold. */
function topicFilter(value: unknown): TopicExpression | undefined {
  if (value === undefined || value === null) return undefined;
  if (!Array.isArray(value) || value.length > 4) throw invalid('topics must be an array of at most 4 entries');
  const items: TopicExpression[] = [];
  value.forEach((entry, position) => {
    if (entry === null || (Array.isArray(entry) && entry.length === 0)) return;
    items.push({ position: position as 0 | 1 | 2 | 3, values: hashList(entry, HASH, `topics[${ position }]`) });
  });
  return items.length === 0 ? undefined : { operator: 'and', items };
}

function serializeLog(row: FilteredLogRow) {
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

async function getLogs(db: Queryable, params: unknown[]): Promise<LocalAnswer> {
  const [ filter ] = params;
  if (filter === null || typeof filter !== 'object' || Array.isArray(filter)) throw invalid('expected a filter object');
  const { fromBlock, toBlock, address, topics, blockHash } = filter as Record<string, unknown>;
  const addresses = address === undefined || address === null ? [] : hashList(address, ADDRESS, 'address');
  const topicExpression = topicFilter(topics);
  const head = await findHeadNumber(db);
  if (head === null) return 'proxy';
  let range: { fromBlock: number; toBlock: number; blockHash?: string };
  if (blockHash !== undefined) {
    if (fromBlock !== undefined || toBlock !== undefined) throw invalid('blockHash excludes fromBlock and toBlock');
    const [ hash ] = hashList(blockHash, HASH, 'blockHash');
    const [ block ] = await db.query<{ number: number }>('SELECT number FROM blocks WHERE hash = $1 AND consensus', [ hash ]);
    if (!block) return 'proxy';
    range = { fromBlock: block.number, toBlock: block.number, blockHash: hash };
  } else {
    const from = blockNumberOf(fromBlock, head, 'fromBlock');
    const to = blockNumberOf(toBlock, head, 'toBlock');
    if (from === null || to === null || to > head) return 'proxy';
    // The node's own refusal (or answer) of an inverted range.
    if (from > to) return 'proxy';
    range = { fromBlock: from, toBlock: to };
  }
  const rows = await listFilteredLogs(db, { ...range, addresses, topics: topicExpression }, { skip: 0, limit: MAX_LOGS + 1 });
  if (rows.length > MAX_LOGS) throw new JsonRpcError(LIMIT_EXCEEDED, `query returned more than ${ MAX_LOGS } results`);
  return { result: rows.map(serializeLog) };
}

export const LOCAL_METHODS: Readonly<Record<string, LocalMethod>> = {
  eth_chainId: async() => ({ result: hex(QNM_CHAIN_ID) }),
  async eth_blockNumber(db) {
    const head = await findHeadNumber(db);
    return head === null ? 'proxy' : { result: hex(head) };
  },
  eth_getLogs: getLogs,
};
