/**
 * Internal transactions stage: traces the transactions of blocks not traced yet (in the
 * order {@link pickBlocksToTrace} gives) with the best tracer the node has, and writes per
 * block in one transaction: every call frame, failure texts and revert data of the
 * transactions, balances of the addresses that inner calls paid or created, and the code
 * of contracts created inside.
 */
import type { Address, Hex } from 'viem';

import { isRetryable } from '../common/errors';
import { insertRows } from '../db';
import type { IndexerContext } from './context';
import { requestProxyChecks } from './proxies/requests';
import { eth_getBalance, eth_getCode } from './rpc/actions';
import { chooseTraceSource } from './trace/capabilities';
import { fetchBlockTraces } from './trace/fetchTraces';
import type { TraceFrame } from './trace/types';
import { createPostponed } from './utils/postponed';
import { upsertCurrentCoinBalances } from './writeBlock';

/** The newest untraced blocks traced per step: what users just sent. */
const NEWEST_PER_STEP = 3;
/** Blocks traced per step in all; the rest of the step goes to the oldest waiting blocks. */
const BLOCKS_PER_STEP = 5;
/**
 * Times in a row a block may fail with an error that will not pass before it is set aside,
 * 1 s, 2 s, 4 s and 8 s apart: more than one, so an answer a node gives for a moment (a
 * load balancer behind the head) is not taken as final.
 */
export const MAX_DEFINITE_FAILURES = 5;

interface StoredTransaction {
  hash: Hex;
  index: number;
  from_address_hash: Address;
  to_address_hash: Address | null;
  created_contract_address_hash: Address | null;
  value: string;
  gas_limit: string;
  gas_used: string;
  input: Hex;
  nonce: number;
  status: number;
}

type PendingBlock = { hash: string; number: number; timestamp: Date };

/**
 * The internal-transactions stage: each step traces the blocks {@link pickBlocksToTrace}
 * picks and resolves to how many it tried. A block whose tracing fails with an error that
 * may pass stops the step (the worker backs off); one that fails the same way waits its
 * turn again apart from the others, and after {@link MAX_DEFINITE_FAILURES} times is set
 * aside with its reason, reported, so the blocks behind it are still traced.
 */
export function createInternalTransactionsFetcher(ctx: IndexerContext, options: { now?: () => number } = {}) {
  /** Blocks that failed for a reason that will not pass. */
  const failures = createPostponed(options.now);

  async function setAside(block: PendingBlock, error: unknown) {
    const reason = error instanceof Error ? error.message : String(error);
    await ctx.writeLock.run(() => ctx.db.query(`UPDATE blocks SET internal_transactions_indexed = true,
      internal_transactions_error = $2, updated_at = now() WHERE hash = $1 AND consensus`, [ block.hash, reason.slice(0, 1000) ]));
    ctx.logger.error({ err: error, block_number: block.number, block_hash: block.hash },
      `internal transactions of block ${ block.number } cannot be read; set aside`);
    ctx.events.emit('internal_transactions', { blockNumber: block.number, blockHash: block.hash, transactionHashes: [] });
  }

  return {
    async step(): Promise<number> {
      const source = chooseTraceSource(ctx.capabilities);
      if (!source) return 0;
      const blocks = (await pickBlocksToTrace(ctx)).filter((block) => failures.isDue(block.hash));
      for (const block of blocks) {
        if (ctx.signal.aborted) break;
        try {
          await traceBlock(ctx, source, block);
          failures.forget(block.hash);
        } catch (error) {
          if (isRetryable(error)) throw error;
          if (failures.failed(block.hash) < MAX_DEFINITE_FAILURES) continue;
          failures.forget(block.hash);
          await setAside(block, error);
        }
      }
      return blocks.length;
    },
  };
}

/**
 * The blocks one step traces, from both ends of the waiting ones:
 * - the newest, so a transaction just sent shows its internal calls and revert reason
 *   within seconds;
 * - the oldest the realtime follower wrote, so that when the node makes blocks faster than
 *   they can be traced (struct-log tracing of busy blocks) every live block still gets its
 *   turn instead of waiting behind each newer one;
 * - the oldest of all, so history is traced from its start too: contracts made by inner
 *   calls early in a chain (a factory's children) are known as contracts, with their
 *   creation, minutes sooner than behind every later block.
 * A lane with nothing to trace leaves its share to the newest.
 */
export async function pickBlocksToTrace(ctx: Pick<IndexerContext, 'db' | 'realtimeFrom'>): Promise<PendingBlock[]> {
  const pending = 'consensus AND NOT internal_transactions_indexed';
  const newest = await ctx.db.query<PendingBlock>(`SELECT hash, number, timestamp FROM blocks
    WHERE ${ pending } ORDER BY number DESC LIMIT ${ BLOCKS_PER_STEP }`);
  const liveFrom = ctx.realtimeFrom.number;
  const [ oldestLive ] = liveFrom === null ? [] : await ctx.db.query<PendingBlock>(`SELECT hash, number, timestamp FROM blocks
    WHERE ${ pending } AND number >= $1 ORDER BY number ASC LIMIT 1`, [ String(liveFrom) ]);
  const [ oldest ] = await ctx.db.query<PendingBlock>(`SELECT hash, number, timestamp FROM blocks
    WHERE ${ pending } ORDER BY number ASC LIMIT 1`);
  const picked = new Map<string, PendingBlock>();
  const candidates = [ ...newest.slice(0, NEWEST_PER_STEP), oldestLive, oldest, ...newest.slice(NEWEST_PER_STEP) ];
  for (const block of candidates) {
    if (picked.size === BLOCKS_PER_STEP) break;
    if (block) picked.set(block.hash, block);
  }
  return [ ...picked.values() ];
}

async function traceBlock(ctx: IndexerContext, source: NonNullable<ReturnType<typeof chooseTraceSource>>, block: PendingBlock) {
  const transactions = await ctx.db.query<StoredTransaction>(`SELECT hash, index, from_address_hash, to_address_hash,
      created_contract_address_hash, value, gas_limit, gas_used, input, nonce, status
    FROM transactions WHERE block_hash = $1 ORDER BY index`, [ block.hash ]);
  const traces = await fetchBlockTraces((method, params) => ctx.rpc.request(method, params), source, {
    number: BigInt(block.number),
    transactions: transactions.map((tx) => ({
      hash: tx.hash, from: tx.from_address_hash, to: tx.to_address_hash, value: BigInt(tx.value), gas: BigInt(tx.gas_limit),
      input: tx.input, nonce: Number(tx.nonce), createdContractAddress: tx.created_contract_address_hash, status: tx.status === 1 ? 'success' : 'reverted',
      gasUsed: BigInt(tx.gas_used),
    })),
  });

  const rows: Array<Record<string, unknown>> = [];
  const failures: Array<Record<string, unknown>> = [];
  const paid = new Set<Address>();
  const created: Array<{ address: Address; creator: Address; transactionHash: Hex }> = [];
  for (const tx of transactions) {
    const frames = traces.get(tx.hash.toLowerCase() as Hex) ?? [];
    frames.forEach((frame, index) => {
      rows.push(frameRow(frame, index, tx, block));
      if (index > 0 && frame.value > 0n) {
        paid.add(frame.from);
        if (frame.to) paid.add(frame.to);
      }
      if (index > 0 && frame.type !== 'call' && frame.type !== 'selfdestruct' && frame.to) {
        created.push({ address: frame.to, creator: frame.from, transactionHash: tx.hash });
        paid.add(frame.to);
      }
    });
    const root = frames[0];
    failures.push({
      hash: tx.hash,
      error: tx.status === 1 ? null : (root?.error ?? 'Reverted'),
      revert_reason: tx.status === 1 ? null : (root?.output && root.output !== '0x' ? root.output : null),
      has_error_in_internal_transactions: frames.slice(1).some((frame) => frame.error !== null),
    });
  }

  const height = BigInt(block.number);
  const [ balances, codes ] = await Promise.all([
    Promise.all([ ...paid ].map(async(address) => ({ address, value: await eth_getBalance(ctx.rpc, address, height) }))),
    Promise.all(created.map(async(contract) => ({ ...contract, code: await eth_getCode(ctx.rpc, contract.address, height) }))),
  ]);

  const done = await ctx.writeLock.run(() => ctx.db.transaction(async(tx) => {
    // The block may have lost consensus while we traced it.
    const [ current ] = await tx.query('SELECT 1 FROM blocks WHERE hash = $1 AND consensus FOR UPDATE', [ block.hash ]);
    if (!current) return false;
    await insertRows(tx, 'internal_transactions', rows, { conflict: 'block_hash, transaction_index, index' });
    await tx.query(`UPDATE transactions t SET error = r.error, revert_reason = r.revert_reason,
        has_error_in_internal_transactions = r.has_error_in_internal_transactions
      FROM json_populate_recordset(NULL::transactions, $1::json) r WHERE t.hash = r.hash`, [ JSON.stringify(failures) ]);
    await insertRows(tx, 'address_coin_balances', balances.map((balance) => ({
      address_hash: balance.address, block_number: block.number, block_hash: block.hash, block_timestamp: block.timestamp.toISOString(),
      value: balance.value,
    })), { conflict: 'address_hash, block_number', update: [ 'value', 'block_hash' ] });
    await upsertCurrentCoinBalances(tx, balances.map((balance) => ({ ...balance, blockNumber: block.number })));
    await insertRows(tx, 'addresses', codes.map((contract) => ({
      hash: contract.address, contract_code: contract.code === '0x' ? null : contract.code, creator_address_hash: contract.creator,
      creation_transaction_hash: contract.transactionHash, creation_block_number: block.number, creation_succeeded: contract.code !== '0x',
    })), { conflict: 'hash', update: [ 'contract_code', 'creator_address_hash', 'creation_transaction_hash', 'creation_block_number', 'creation_succeeded' ] });
    await requestProxyChecks(tx, codes.filter((contract) => contract.code !== '0x').map((contract) => contract.address.toLowerCase()));
    await tx.query('UPDATE blocks SET internal_transactions_indexed = true, updated_at = now() WHERE hash = $1', [ block.hash ]);
    return true;
  }));
  if (done) {
    ctx.events.emit('internal_transactions', { blockNumber: block.number, blockHash: block.hash, transactionHashes: transactions.map((tx) => tx.hash) });
  }
}

function frameRow(frame: TraceFrame, index: number, tx: StoredTransaction, block: { hash: string; number: number }) {
  const isCreate = frame.type === 'create' || frame.type === 'create2';
  return {
    block_hash: block.hash,
    transaction_index: tx.index,
    index,
    block_number: block.number,
    transaction_hash: tx.hash,
    type: frame.type,
    call_type: frame.callType,
    from_address_hash: frame.from,
    to_address_hash: isCreate ? null : frame.to,
    created_contract_address_hash: isCreate ? frame.to : null,
    value: frame.value,
    gas: frame.gas,
    gas_used: frame.gasUsed,
    input: frame.input,
    output: frame.output,
    error: frame.error,
    trace_address: frame.traceAddress,
    subtraces: frame.subtraces,
  };
}
