/** Internal transactions shaped like `/v2/transactions/{h}/internal-transactions` items. */
import type { InternalTransaction } from 'types/api/internalTransaction';

import { CREATED_VAULT, RECEIVER, VAULT_FACTORY } from './addresses';

export const PARENT_TX_HASH = '0x607857d17c61f46812c01c2adf1b578de2eed38b84e7ba5745d12628c6947f1e';

const base = {
  transaction_hash: PARENT_TX_HASH,
  block_number: 78,
  transaction_index: 7,
  timestamp: '2026-11-21T22:22:38.000Z',
  gas_limit: '536562',
};

export const internalCreate: InternalTransaction = {
  ...base, index: 1, type: 'create2', from: VAULT_FACTORY, to: null, created_contract: CREATED_VAULT,
  value: '0', success: true, error: null,
};

export const internalCall: InternalTransaction = {
  ...base, index: 2, type: 'call', from: VAULT_FACTORY, to: RECEIVER, created_contract: null,
  value: '1500000000000000000', success: true, error: null,
};

export const internalFailedDelegateCall: InternalTransaction = {
  ...base, index: 3, type: 'delegatecall', from: CREATED_VAULT, to: VAULT_FACTORY, created_contract: null,
  value: '0', success: false, error: 'execution reverted',
};
