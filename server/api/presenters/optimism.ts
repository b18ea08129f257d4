/**
 * The OP-stack lists (GUIDE §7) from the rollup stage's rows, and a withdrawal's status: where it
 * stands between L2 and L1, as Blockscout words it.
 */
import type { Hex } from 'viem';

import type {
  OptimismDeposit, OptimismDisputeGame, OptimismOutputRoot, OptimismBatch, OptimismTxnBatch, OptimismWithdrawal, OptimismWithdrawalStatus,
} from '../../../types/api/optimism';
import type { Transaction } from '../../../types/api/transaction';
import type { Queryable } from '../../db';
import { loadAddressInfo } from '../../db/queries/addresses';
import {
  depositOfL2Transaction, listWithdrawals, type BatchRow, type DisputeGameRow, type DepositListRow, type OutputRootListRow, type TxnBatchBlockRow,
  type WithdrawalListRow,
} from '../../db/queries/optimism';
import { CHALLENGE_PERIOD_KEY } from '../../indexer/rollup/stage';
import { decodeMessagePassedData, splitVersionedNonce, topicAddress } from '../../indexer/rollup/opEvents';
import { serializeAddress } from '../../serializers/address';
import { DEFAULT_CHALLENGE_PERIOD_SECONDS, type RollupConfig } from '../../indexer/rollup/config';

const iso = (date: Date) => date.toISOString().replace('.000Z', 'Z');

export function presentDeposit(row: DepositListRow): OptimismDeposit {
  return {
    l1_block_number: Number(row.l1_block_number),
    l1_block_timestamp: iso(row.l1_block_timestamp),
    l1_transaction_hash: row.l1_transaction_hash,
    l1_transaction_origin: row.l1_transaction_origin,
    l2_transaction_hash: row.l2_transaction_hash,
    l2_transaction_gas_limit: String(row.l2_gas_limit),
  };
}

/** The challenge period: the setting, else what the stage read from the oracle, else OP's week. */
export async function challengePeriodSeconds(db: Queryable, rollup: RollupConfig): Promise<number> {
  if (rollup.challengePeriodSeconds !== null) return rollup.challengePeriodSeconds;
  const [ row ] = await db.query<{ value: number }>('SELECT value FROM indexer_state WHERE key = $1', [ CHALLENGE_PERIOD_KEY ]);
  return row ? Number(row.value) : DEFAULT_CHALLENGE_PERIOD_SECONDS;
}

/** Where a withdrawal stands, and when its challenge period ends once proven. */
export function withdrawalStatus(row: Pick<WithdrawalListRow, 'has_output_root' | 'proven_at' | 'finalized_transaction_hash'>,
  periodSeconds: number, now: Date): { status: OptimismWithdrawalStatus; challengePeriodEnd: Date | null } {
  const challengePeriodEnd = row.proven_at ? new Date(row.proven_at.getTime() + periodSeconds * 1000) : null;
  if (row.finalized_transaction_hash) return { status: 'Relayed', challengePeriodEnd };
  if (challengePeriodEnd) return { status: challengePeriodEnd > now ? 'In challenge period' : 'Ready for relay', challengePeriodEnd };
  return { status: row.has_output_root ? 'Ready to prove' : 'Waiting for state root', challengePeriodEnd: null };
}

export async function presentWithdrawals(db: Queryable, rollup: RollupConfig, rows: WithdrawalListRow[], now = new Date()): Promise<OptimismWithdrawal[]> {
  const period = await challengePeriodSeconds(db, rollup);
  const infos = await loadAddressInfo(db, rows.flatMap((row) => (row.from_address_hash ? [ row.from_address_hash ] : [])));
  return rows.map((row) => {
    const raw = BigInt(row.nonce_topic);
    const { nonce, version } = splitVersionedNonce(raw);
    const message = decodeMessagePassedData(row.data as Hex);
    const { status, challengePeriodEnd } = withdrawalStatus(row, period, now);
    return {
      msg_nonce: Number(nonce),
      msg_nonce_raw: String(raw),
      msg_nonce_version: version,
      from: row.from_address_hash ? serializeAddress(row.from_address_hash, infos.get(row.from_address_hash)) : null,
      l2_transaction_hash: row.transaction_hash,
      l2_timestamp: row.block_timestamp ? iso(row.block_timestamp) : null,
      status,
      l1_transaction_hash: row.finalized_transaction_hash ?? row.proven_transaction_hash ?? null,
      challenge_period_end: challengePeriodEnd ? iso(challengePeriodEnd) : null,
      portal_contract_address_hash: rollup.portal,
      msg_sender_address_hash: topicAddress(row.sender_topic),
      msg_target_address_hash: topicAddress(row.target_topic),
      msg_value: String(message.value),
      msg_gas_limit: String(message.gasLimit),
      msg_data: message.data,
    };
  });
}

export function presentOutputRoot(row: OutputRootListRow): OptimismOutputRoot {
  return {
    l2_output_index: Number(row.l2_output_index),
    l2_block_number: Number(row.l2_block_number),
    l1_transaction_hash: row.l1_transaction_hash,
    l1_timestamp: iso(row.l1_timestamp),
    l1_block_number: Number(row.l1_block_number),
    output_root: row.output_root,
  };
}

/** OP's GameStatus, as Blockscout words it. */
const GAME_STATUS: Record<number, OptimismDisputeGame['status']> = { 0: 'In progress', 1: 'Challenger wins', 2: 'Defender wins' };

export function presentDisputeGame(row: DisputeGameRow): OptimismDisputeGame {
  return {
    index: Number(row.game_index),
    game_type: row.game_type,
    contract_address_hash: row.contract_address_hash,
    l2_block_number: Number(row.l2_block_number),
    created_at: iso(row.created_at),
    resolved_at: row.resolved_at ? iso(row.resolved_at) : null,
    status: GAME_STATUS[row.status] ?? 'In progress',
  };
}

export function presentBatch(row: BatchRow): OptimismBatch {
  return {
    number: Number(row.number),
    l1_timestamp: iso(row.l1_timestamp),
    l1_transaction_hashes: row.l1_transaction_hashes,
    l2_start_block_number: Number(row.l2_start_block_number),
    l2_end_block_number: Number(row.l2_end_block_number),
    transactions_count: row.transactions_count,
    batch_data_container: row.container,
    ...row.blobs.length > 0 ? { blobs: row.blobs } : {},
  };
}

export function presentTxnBatch(row: TxnBatchBlockRow): OptimismTxnBatch {
  return {
    l2_block_number: Number(row.l2_block_number),
    transactions_count: row.transactions_count,
    l1_transaction_hashes: row.l1_transaction_hashes,
    l1_timestamp: iso(row.l1_timestamp),
  };
}

/** A transaction's rollup fields: the deposit it carried out, the withdrawals it started. */
export async function rollupFieldsOfTransaction(db: Queryable, rollup: RollupConfig, hash: string):
  Promise<Pick<Transaction, 'op_deposit' | 'op_withdrawals'>> {
  const [ deposit, withdrawalRows ] = await Promise.all([
    depositOfL2Transaction(db, hash, rollup.depositRelay),
    listWithdrawals(db, { messagePasser: rollup.messagePasser, transactionHash: hash, limit: 100 }),
  ]);
  const withdrawals = await presentWithdrawals(db, rollup, withdrawalRows);
  return {
    op_deposit: deposit ? {
      l1_transaction_hash: deposit.l1_transaction_hash, l1_block_number: Number(deposit.l1_block_number),
      l1_transaction_origin: deposit.l1_transaction_origin,
    } : null,
    op_withdrawals: withdrawals.map((withdrawal) => ({
      nonce: String(withdrawal.msg_nonce), status: withdrawal.status, l1_transaction_hash: withdrawal.l1_transaction_hash,
    })),
  };
}
