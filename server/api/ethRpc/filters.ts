/**
 * The filter methods of `/api/eth-rpc`, as geth keeps them: `eth_newFilter` and
 * `eth_newBlockFilter` answer an id, `eth_getFilterChanges` what is new since the last poll
 * (block hashes, or matching logs), `eth_getFilterLogs` every log a filter matches,
 * `eth_uninstallFilter` forgets one. A filter not polled for 5 minutes is forgotten too.
 *
 * They answer from the database's indexed blocks and logs, up to the indexed head, so they
 * follow the explorer's own data. Blocks that lose consensus after they were reported are
 * not reported again (no `removed: true` logs).
 *
 * @dev Filters live in the memory of one API process: behind a balancer, keep `/api/eth-rpc`
 * sticky, or clients find their filters gone (geth's `filter not found`, which viem's
 * watchers answer by making a new one).
 */
import { randomBytes } from 'node:crypto';

import type { Queryable } from '../../db';
import { findHeadNumber, listConsensusBlockHashes } from '../../db/queries/blocks';
import { findLogs, invalidParams, listLogs, MAX_LOGS, readLogCriteria, serializeLog, type BlockBound, type LogCriteria } from './logQuery';
import type { LocalMethod } from './methods';
import { JsonRpcError, LIMIT_EXCEEDED } from './protocol';

export interface FilterLimits {
  /** Filters one client (IP) may keep. */
  perClient: number;
  /** Filters this process keeps in all. */
  total: number;
  /** A filter not polled for this long is forgotten (geth: 5 minutes). */
  idleMs: number;
}

export const DEFAULT_FILTER_LIMITS: FilterLimits = { perClient: 100, total: 10_000, idleMs: 5 * 60_000 };

/** Blocks one poll of a block filter reports; the rest come with the next poll. */
const MAX_BLOCKS_PER_POLL = 1000;
/** geth's code and words for an unknown or expired filter. */
const FILTER_NOT_FOUND = -32000;

type Filter = { client: string; usedAt: number; after: number } & ({ kind: 'block' } | { kind: 'log'; criteria: LogCriteria });

const notFound = () => new JsonRpcError(FILTER_NOT_FOUND, 'filter not found');

/** A numeric bound as the database resolves it: tags are the indexed head. */
const resolve = (bound: BlockBound, head: number) => (typeof bound === 'number' ? bound : head);

export function createFilterMethods(options: { limits?: Partial<FilterLimits>; now?: () => number } = {}): Readonly<Record<string, LocalMethod>> {
  const limits = { ...DEFAULT_FILTER_LIMITS, ...options.limits };
  const now = options.now ?? Date.now;
  const filters = new Map<string, Filter>();

  /** Forgets idle filters, then refuses a client or a process past its bound. */
  function makeRoom(client: string) {
    let mine = 0;
    for (const [ id, filter ] of filters) {
      if (now() - filter.usedAt >= limits.idleMs) filters.delete(id);
      else if (filter.client === client) mine += 1;
    }
    const hint = 'uninstall some (eth_uninstallFilter) or let them expire (5 minutes without a poll)';
    if (mine >= limits.perClient) throw new JsonRpcError(LIMIT_EXCEEDED, `Limit exceeded: at most ${ limits.perClient } filters per client; ${ hint }`);
    if (filters.size >= limits.total) throw new JsonRpcError(LIMIT_EXCEEDED, `Limit exceeded: at most ${ limits.total } filters on this server; ${ hint }`);
  }

  async function install(db: Queryable, client: string, filter: { kind: 'block' } | { kind: 'log'; criteria: LogCriteria }) {
    makeRoom(client);
    const id = `0x${ randomBytes(16).toString('hex') }`;
    filters.set(id, { ...filter, client, usedAt: now(), after: (await findHeadNumber(db)) ?? -1 });
    return { result: id };
  }

  /** The live filter `params[0]` names, its use noted. */
  function lookUp(params: unknown[]): Filter {
    const [ id ] = params;
    if (typeof id !== 'string') throw invalidParams('expected a filter id');
    const filter = filters.get(id.toLowerCase());
    if (!filter || now() - filter.usedAt >= limits.idleMs) throw notFound();
    filter.usedAt = now();
    return filter;
  }

  /** Logs of the blocks after the filter's last poll, whole blocks only; the filter moves past them. */
  async function newLogs(db: Queryable, filter: Filter & { kind: 'log' }, head: number) {
    const fromBlock = Math.max(filter.after + 1, resolve(filter.criteria.fromBlock, 0));
    const toBlock = Math.min(head, resolve(filter.criteria.toBlock, head));
    if (fromBlock > toBlock) return [];
    let rows = await listLogs(db, filter.criteria, { fromBlock, toBlock }, MAX_LOGS + 1);
    let reached = toBlock;
    if (rows.length > MAX_LOGS) {
      // The block of the first log left out waits for the next poll.
      reached = rows[MAX_LOGS].block_number - 1;
      rows = rows.filter((row) => row.block_number <= reached);
      if (rows.length === 0) throw new JsonRpcError(LIMIT_EXCEEDED, `block ${ reached + 1 } has more than ${ MAX_LOGS } matching logs`);
    }
    filter.after = reached;
    return rows.map(serializeLog);
  }

  return {
    eth_newBlockFilter: (db, _params, client) => install(db, client, { kind: 'block' }),
    async eth_newFilter(db, [ criteria ], client) {
      const checked = readLogCriteria(criteria);
      if (checked.blockHash !== undefined) throw invalidParams('a filter takes a block range, not blockHash');
      return install(db, client, { kind: 'log', criteria: checked });
    },
    async eth_getFilterChanges(db, params) {
      const filter = lookUp(params);
      const head = await findHeadNumber(db);
      if (head === null) return { result: [] };
      if (filter.kind === 'log') return { result: await newLogs(db, filter, head) };
      const blocks = await listConsensusBlockHashes(db, filter.after, head, MAX_BLOCKS_PER_POLL);
      if (blocks.length > 0) filter.after = blocks[blocks.length - 1].number;
      return { result: blocks.map((block) => block.hash) };
    },
    async eth_getFilterLogs(db, params) {
      const filter = lookUp(params);
      if (filter.kind !== 'log') throw notFound();
      const head = await findHeadNumber(db);
      if (head === null) return { result: [] };
      const fromBlock = resolve(filter.criteria.fromBlock, head);
      const toBlock = Math.min(head, resolve(filter.criteria.toBlock, head));
      return { result: fromBlock > toBlock ? [] : await findLogs(db, filter.criteria, { fromBlock, toBlock }) };
    },
    async eth_uninstallFilter(_db, [ id ]) {
      if (typeof id !== 'string') throw invalidParams('expected a filter id');
      const filter = filters.get(id.toLowerCase());
      filters.delete(id.toLowerCase());
      return { result: filter !== undefined && now() - filter.usedAt < limits.idleMs };
    },
  };
}
