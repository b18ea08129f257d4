/**
 * The methods of `/api/eth-rpc` (GUIDE §11). The chain id is ours, the head and logs come
 * from the database, with the node's encodings; the rest (blocks, transactions and receipts
 * carry roots, blooms and signatures the database does not keep; state reads; fee history;
 * sending) is the node's. A log query above the indexed head is the node's too, so no log is
 * missed. The filter methods are filters.ts's.
 */
import type { Queryable } from '../../db';
import { QNM_CHAIN_ID } from '../../devnet/chain';
import { findConsensusBlockNumber, findHeadNumber } from '../../db/queries/blocks';
import { findLogs, hex, readLogCriteria } from './logQuery';

/** The database's answer, or `proxy` when the node must answer. */
export type LocalAnswer = { result: unknown } | 'proxy';
/** A method the API answers itself, for `client` (the remote IP). */
export type LocalMethod = (db: Queryable, params: unknown[], client: string) => Promise<LocalAnswer>;

/** Methods answered by the node as they are. */
export const PROXIED_METHODS: ReadonlySet<string> = new Set([
  'eth_getBalance', 'eth_getBlockByNumber', 'eth_getBlockByHash', 'eth_getBlockTransactionCountByNumber', 'eth_getBlockTransactionCountByHash',
  'eth_getTransactionByHash', 'eth_getTransactionByBlockNumberAndIndex', 'eth_getTransactionByBlockHashAndIndex', 'eth_getTransactionReceipt',
  'eth_getTransactionCount', 'eth_getCode', 'eth_getStorageAt', 'eth_call', 'eth_estimateGas', 'eth_gasPrice', 'eth_maxPriorityFeePerGas',
  'eth_feeHistory', 'eth_sendRawTransaction',
]);

async function getLogs(db: Queryable, params: unknown[]): Promise<LocalAnswer> {
  const criteria = readLogCriteria(params[0]);
  const head = await findHeadNumber(db);
  if (head === null) return 'proxy';
  if (criteria.blockHash !== undefined) {
    const number = await findConsensusBlockNumber(db, criteria.blockHash);
    if (number === null) return 'proxy';
    return { result: await findLogs(db, criteria, { fromBlock: number, toBlock: number }) };
  }
  const from = criteria.fromBlock === 'latest' ? head : criteria.fromBlock;
  const to = criteria.toBlock === 'latest' ? head : criteria.toBlock;
  // Tags only the node resolves (pending, safe, finalized), a range above the indexed head, and the node's own refusal (or answer) of an inverted range.
  if (typeof from !== 'number' || typeof to !== 'number' || to > head || from > to) return 'proxy';
  return { result: await findLogs(db, criteria, { fromBlock: from, toBlock: to }) };
}

export const LOCAL_METHODS: Readonly<Record<string, LocalMethod>> = {
  eth_chainId: async() => ({ result: hex(QNM_CHAIN_ID) }),
  async eth_blockNumber(db) {
    const head = await findHeadNumber(db);
    return head === null ? 'proxy' : { result: hex(head) };
  },
  eth_getLogs: getLogs,
};
