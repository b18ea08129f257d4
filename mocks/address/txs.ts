/**
 * Transactions and token transfers as `addresses:{hash}` pushes them, for the live-update
 * tests of the address page.
 */
import type { TokenTransfer } from 'types/api/tokenTransfer';
import type { Transaction } from 'types/api/transaction';

import { EOA_HASH, erc20Token, erc721Token } from './address';
import { addressParam } from './addressParam';

export { addressParam };

export const OTHER_HASH = '0x5FC8d32690cc91D4c39d9d3abcBD16989F875707';


/** A validated contract call; `overrides` picks hash, direction and block. */
export function makeTx(overrides: Partial<Transaction> & { hash: string }): Transaction {
  return {
    block_number: 13, timestamp: '2026-11-21T22:24:10.000Z', position: 1, confirmations: 1, confirmation_duration: [ 0, 2000 ],
    status: 'ok', result: 'success', from: addressParam(EOA_HASH), to: addressParam(OTHER_HASH, { is_contract: true }), created_contract: null,
    value: '0', fee: { type: 'actual', value: '69164929670175' }, gas_limit: '80000', gas_used: '32775', gas_price: '2110295337',
    max_fee_per_gas: '2379348656', max_priority_fee_per_gas: '1900000000', base_fee_per_gas: '210295337', priority_fee: '62272500000000',
    transaction_burnt_fee: '6892429670175', nonce: 6, type: 2, method: 'store', decoded_input: null, raw_input: '0x6057361d',
    revert_reason: null, token_transfers: null, token_transfers_overflow: null, transaction_types: [ 'contract_call' ],
    transaction_tag: null, exchange_rate: null, historic_exchange_rate: null, has_error_in_internal_transactions: null,
    authorization_list: [], is_pending_update: false,
    ...overrides,
  };
}

const TRANSFER_BASE = {
  block_hash: `0x${ '11'.repeat(32) }`, block_number: 13, timestamp: '2026-11-21T22:24:10.000Z', type: 'token_transfer' as const,
  method: 'transfer',
};

export function makeErc20Transfer(txHash: string, logIndex: number, from: string, to: string): TokenTransfer {
  return {
    ...TRANSFER_BASE, transaction_hash: txHash, log_index: logIndex, from: addressParam(from), to: addressParam(to),
    token_type: 'ERC-20', token: erc20Token, total: { value: '1000000', decimals: '6' },
  };
}

export function makeNftTransfer(txHash: string, logIndex: number, from: string, to: string, tokenId: string): TokenTransfer {
  return {
    ...TRANSFER_BASE, transaction_hash: txHash, log_index: logIndex, from: addressParam(from), to: addressParam(to),
    token_type: 'ERC-721', token: erc721Token, total: { token_id: tokenId, token_instance: null },
  };
}
