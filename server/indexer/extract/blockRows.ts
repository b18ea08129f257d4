/**
 * Rows of the `blocks`, `transactions`, `logs` and `withdrawals` tables from a block and
 * its receipts. Pure: the same block always gives the same rows.
 */
import type { Hex } from 'viem';

import type { FullBlock, Receipt } from '../rpc/actions';

const GWEI = 1_000_000_000n;

export interface BlockRows {
  block: Record<string, unknown>;
  transactions: Array<Record<string, unknown>>;
  logs: Array<Record<string, unknown>>;
  withdrawals: Array<Record<string, unknown>>;
}

const lower = (value: string | null | undefined) => value ? value.toLowerCase() : null;

/** A receipt quantity as a decimal string, or null when absent or malformed. */
function quantity(value: unknown): string | null {
  return typeof value === 'string' && /^0x[0-9a-fA-F]{1,64}$/.test(value) ? BigInt(value).toString() : null;
}

/**
 * The L1 data fee an OP-stack node adds to each receipt (`l1Fee`, `l1GasPrice`, `l1GasUsed`,
 * and before Ecotone `l1FeeScalar`, a decimal text); viem keeps them as the node sent them.
 */
export function opReceiptFees(receipt: Receipt): { l1_fee: string | null; l1_gas_price: string | null; l1_gas_used: string | null; l1_fee_scalar: string | null } {
  const raw = receipt as unknown as Record<string, unknown>;
  const scalar = raw.l1FeeScalar;
  return {
    l1_fee: quantity(raw.l1Fee),
    l1_gas_price: quantity(raw.l1GasPrice),
    l1_gas_used: quantity(raw.l1GasUsed),
    l1_fee_scalar: typeof scalar === 'string' && /^\d{1,20}(\.\d{1,20})?$/.test(scalar) ? scalar : null,
  };
}

export function extractBlockRows(block: FullBlock, receipts: Receipt[]): BlockRows {
  const timestamp = new Date(Number(block.timestamp) * 1000).toISOString();
  const baseFee = block.baseFeePerGas ?? null;
  let burntFees = 0n;
  let priorityFees = 0n;
  let transactionFees = 0n;

  const transactions = block.transactions.map((tx, index) => {
    const receipt = receipts[index];
    const effectivePrice = receipt.effectiveGasPrice ?? tx.gasPrice ?? 0n;
    const fee = receipt.gasUsed * effectivePrice;
    transactionFees += fee;
    if (baseFee !== null) {
      burntFees += receipt.gasUsed * baseFee;
      priorityFees += receipt.gasUsed * (effectivePrice > baseFee ? effectivePrice - baseFee : 0n);
    }
    const input = tx.input.toLowerCase() as Hex;
    return {
      hash: tx.hash.toLowerCase(),
      block_hash: block.hash.toLowerCase(),
      block_number: Number(block.number),
      index,
      block_timestamp: timestamp,
      from_address_hash: tx.from.toLowerCase(),
      to_address_hash: lower(tx.to),
      created_contract_address_hash: lower(receipt.contractAddress),
      value: tx.value,
      gas_limit: tx.gas,
      gas_price: effectivePrice,
      max_fee_per_gas: tx.maxFeePerGas ?? null,
      max_priority_fee_per_gas: tx.maxPriorityFeePerGas ?? null,
      gas_used: receipt.gasUsed,
      cumulative_gas_used: receipt.cumulativeGasUsed,
      nonce: tx.nonce,
      type: tx.typeHex ? Number(tx.typeHex) : null,
      input,
      method_id: input.length >= 10 ? input.slice(0, 10) : null,
      status: receipt.status === 'success' ? 1 : 0,
      v: tx.v !== undefined ? `0x${ tx.v.toString(16) }` : null,
      r: tx.r ?? null,
      s: tx.s ?? null,
      y_parity: tx.yParity ?? null,
      authorization_list: 'authorizationList' in tx && tx.authorizationList ? tx.authorizationList : null,
      logs_count: receipt.logs.length,
      ...opReceiptFees(receipt),
    };
  });

  const logs = receipts.flatMap((receipt) => receipt.logs.map((log) => ({
    block_hash: block.hash.toLowerCase(),
    index: log.logIndex,
    block_number: Number(block.number),
    transaction_hash: receipt.transactionHash.toLowerCase(),
    transaction_index: receipt.transactionIndex,
    address_hash: log.address.toLowerCase(),
    first_topic: lower(log.topics[0]),
    second_topic: lower(log.topics[1]),
    third_topic: lower(log.topics[2]),
    fourth_topic: lower(log.topics[3]),
    data: log.data.toLowerCase(),
  })));

  const withdrawals = (block.withdrawals ?? []).map((withdrawal) => ({
    block_hash: block.hash.toLowerCase(),
    index: Number(withdrawal.index),
    block_number: Number(block.number),
    validator_index: Number(withdrawal.validatorIndex),
    address_hash: withdrawal.address.toLowerCase(),
    // The node reports gwei; everything else here is wei.
    amount: BigInt(withdrawal.amount) * GWEI,
  }));

  return {
    block: {
      hash: block.hash.toLowerCase(),
      number: Number(block.number),
      parent_hash: block.parentHash.toLowerCase(),
      consensus: true,
      timestamp,
      miner_hash: block.miner.toLowerCase(),
      gas_used: block.gasUsed,
      gas_limit: block.gasLimit,
      base_fee_per_gas: baseFee,
      difficulty: block.difficulty ?? null,
      total_difficulty: block.totalDifficulty ?? null,
      size: block.size !== undefined ? Number(block.size) : null,
      nonce: block.nonce ?? '0x0000000000000000',
      extra_data: block.extraData,
      state_root: block.stateRoot,
      transactions_count: block.transactions.length,
      withdrawals_count: block.withdrawals ? block.withdrawals.length : null,
      uncles: block.uncles.map((hash) => hash.toLowerCase()),
      blob_gas_used: block.blobGasUsed ?? null,
      excess_blob_gas: block.excessBlobGas ?? null,
      burnt_fees: burntFees,
      priority_fees: priorityFees,
      transaction_fees: transactionFees,
      // Nothing to trace in an empty block.
      internal_transactions_indexed: block.transactions.length === 0,
    },
    transactions,
    logs,
    withdrawals,
  };
}
