/** Transactions as `/v2/transactions/{h}` returns them: an ERC-20 transfer, a revert, a pending one, a contract creation. */
import type { Transaction } from 'types/api/transaction';

import { CREATED_VAULT, RECEIVER, SENDER, TOKEN_CONTRACT } from './addresses';
import { TX_HASH, erc20Transfer } from './tokenTransfers';

export const tokenTransferTx: Transaction = {
  hash: TX_HASH,
  block_number: 73,
  timestamp: '2026-11-21T22:22:28.000Z',
  position: 2,
  confirmations: 3,
  confirmation_duration: [ 0, 2000 ],
  status: 'ok',
  result: 'success',
  from: SENDER,
  to: TOKEN_CONTRACT,
  created_contract: null,
  value: '0',
  fee: { type: 'actual', value: '55500551793208' },
  gas_limit: '90000',
  gas_used: '34682',
  gas_price: '1600269644',
  max_fee_per_gas: '2000269644',
  max_priority_fee_per_gas: '1600150575',
  base_fee_per_gas: '119069',
  priority_fee: '55496422242150',
  transaction_burnt_fee: '4129551058',
  nonce: 32,
  type: 2,
  method: 'transfer',
  decoded_input: {
    method_call: 'transfer(address to, uint256 value)',
    method_id: 'a9059cbb',
    parameters: [
      { name: 'to', type: 'address', value: RECEIVER.hash },
      { name: 'value', type: 'uint256', value: '985475232577949113286' },
    ],
  },
  raw_input: '0xa9059cbb00000000000000000000000071be63f3384f5fb98995898a86b02fb2426c57880000000000000000000000000000000000000000000000356c3756c2121d9bc6',
  revert_reason: null,
  token_transfers: [ erc20Transfer ],
  token_transfers_overflow: false,
  transaction_types: [ 'contract_call', 'token_transfer' ],
  transaction_tag: null,
  exchange_rate: null,
  historic_exchange_rate: null,
  has_error_in_internal_transactions: false,
  authorization_list: [],
  is_pending_update: false,
};

export const revertedTx: Transaction = {
  ...tokenTransferTx,
  hash: '0xb598abccb235da3f3f14b6af0853c536b28b1c700b9e97f41c6c2769b2723c57',
  status: 'error',
  result: 'execution reverted',
  method: 'spendWithRequire',
  revert_reason: {
    method_call: 'Error(string reason)', method_id: '08c379a0',
    parameters: [ { name: 'reason', type: 'string', value: 'Reverter: amount exceeds limit' } ],
  },
  decoded_input: null,
  token_transfers: [],
  transaction_types: [ 'contract_call' ],
};

export const pendingTx: Transaction = {
  ...tokenTransferTx,
  hash: '0xbd8d14d04a341f18497608dae0a270bec701c0d620a429b84bdcdd4368b91046',
  block_number: null,
  timestamp: null,
  position: null,
  confirmations: 0,
  confirmation_duration: [],
  status: null,
  result: 'pending',
  fee: { type: 'maximum', value: '180024267960000' },
  gas_used: null,
  base_fee_per_gas: null,
  priority_fee: null,
  transaction_burnt_fee: null,
  token_transfers: null,
  token_transfers_overflow: null,
};

export const contractCreationTx: Transaction = {
  ...tokenTransferTx,
  hash: '0x6fcf178f2ead04e60ac62a4aac45349e8848762f6091df0fccc4f26228af1be3',
  to: null,
  created_contract: CREATED_VAULT,
  method: null,
  decoded_input: null,
  raw_input: '0x6080',
  token_transfers: [],
  type: 0,
  max_fee_per_gas: null,
  max_priority_fee_per_gas: null,
  transaction_types: [ 'contract_creation' ],
};
