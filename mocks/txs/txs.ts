/** Transactions for component tests: a coin transfer, a failed contract call, a contract creation and a pending one. */
import { addressParam } from 'mocks/address/addressParam';
import type { Transaction } from 'types/api/transaction';

export { addressParam };

export const ALICE = '0xbDA5747bFD65F08deb54cb465eB87D40e51B197E';
export const BOB = '0x976EA74026E726554dB657fA54763abd0C3a0aa9';
export const TOKEN = '0xCf7Ed3AccA5a467e9e704C703E8D87F634fB0Fc9';
export const CREATED = '0x5FbDB2315678afecb367f032d93F642f64180aa3';


const base: Transaction = {
  hash: `0x${ 'a1'.repeat(32) }`,
  block_number: 74,
  timestamp: '2026-11-21T22:22:30.000Z',
  position: 0,
  confirmations: 3,
  confirmation_duration: [ 0, 2000 ],
  status: 'ok',
  result: 'success',
  from: addressParam(ALICE),
  to: addressParam(BOB),
  created_contract: null,
  value: '1500000000000000000',
  fee: { type: 'actual', value: '21000000000000' },
  gas_limit: '21000',
  gas_used: '21000',
  gas_price: '1000000000',
  max_fee_per_gas: null,
  max_priority_fee_per_gas: null,
  base_fee_per_gas: '7',
  priority_fee: null,
  transaction_burnt_fee: null,
  nonce: 1,
  type: 2,
  method: null,
  decoded_input: null,
  raw_input: '0x',
  revert_reason: null,
  token_transfers: null,
  token_transfers_overflow: null,
  transaction_types: [ 'coin_transfer' ],
  transaction_tag: null,
  exchange_rate: null,
  historic_exchange_rate: null,
  has_error_in_internal_transactions: null,
  authorization_list: [],
  is_pending_update: false,
};

export const coinTransfer: Transaction = base;

export const failedCall: Transaction = {
  ...base,
  hash: `0x${ 'b2'.repeat(32) }`,
  block_number: 75,
  status: 'error',
  result: 'Reverted',
  to: addressParam(TOKEN, { is_contract: true, name: 'QNM Items' }),
  value: '0',
  fee: { type: 'actual', value: '110080516857360' },
  method: 'safeTransferFrom',
  transaction_types: [ 'contract_call', 'token_transfer' ],
};

export const contractCreation: Transaction = {
  ...base,
  hash: `0x${ 'c3'.repeat(32) }`,
  from: addressParam(BOB),
  to: null,
  created_contract: addressParam(CREATED, { is_contract: true }),
  value: '0',
  transaction_types: [ 'contract_creation' ],
};

export const pending: Transaction = {
  ...base,
  hash: `0x${ 'd4'.repeat(32) }`,
  block_number: null,
  timestamp: null,
  position: null,
  confirmations: 0,
  status: null,
  result: 'pending',
  fee: { type: 'maximum', value: '42000000000000' },
  gas_used: null,
};

/** A self-transfer of Alice's. */
export const selfTransfer: Transaction = {
  ...base,
  hash: `0x${ 'e5'.repeat(32) }`,
  to: addressParam(ALICE),
};

export const txsList: Array<Transaction> = [ coinTransfer, failedCall, contractCreation, pending ];
