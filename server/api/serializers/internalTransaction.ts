/**
 * InternalTransaction: one call frame, as Blockscout's lists show it.
 */
import type { AddressParam } from '../../../types/api/address';
import type { InternalTransaction } from '../../../types/api/internalTransaction';
import type { InternalTransactionRow } from '../../db/queries/internalTransactions';

/** Looks an address up among those loaded for the page; null stays null. */
export type AddressLookup = (hash: string | null) => AddressParam | null;

/**
 * Serializes a frame. A call shows its call type (`delegatecall`, `staticcall`, …) as
 * its type, as Blockscout does; a creation shows the new contract as `created_contract`.
 */
export function serializeInternalTransaction(row: InternalTransactionRow, address: AddressLookup): InternalTransaction {
  return {
    transaction_hash: row.transaction_hash,
    block_number: row.block_number,
    transaction_index: row.transaction_index,
    index: row.index,
    // Note: the spec types it non-null; a row always has its block (lost blocks' rows are deleted).
    timestamp: row.block_timestamp ? row.block_timestamp.toISOString() : new Date(0).toISOString(),
    type: row.type === 'call' && row.call_type ? row.call_type : row.type,
    from: address(row.from_address_hash),
    to: address(row.to_address_hash),
    created_contract: address(row.created_contract_address_hash),
    value: row.value,
    gas_limit: row.gas,
    success: row.error === null,
    error: row.error,
  };
}
