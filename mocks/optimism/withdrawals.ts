/** Typed OP-stack withdrawal fixtures, one per status the API sends (`/v2/optimism/withdrawals`). */
import type { OptimismWithdrawal } from 'types/api/optimism';

import { addressParam } from 'mocks/address/addressParam';

export const WITHDRAWAL_SENDER = addressParam('0x90F79bf6EB2c4f870365E785982E1f101E93b906');

function withdrawal(nonce: number, overrides: Partial<OptimismWithdrawal>): OptimismWithdrawal {
  return {
    msg_nonce: nonce,
    // Version 1 in the top two bytes, as OP's message passer encodes it.
    msg_nonce_raw: ((BigInt(1) << BigInt(240)) | BigInt(nonce)).toString(),
    msg_nonce_version: 1,
    from: WITHDRAWAL_SENDER,
    l2_transaction_hash: `0x${ nonce.toString(16).padStart(64, 'e') }`,
    l2_timestamp: '2026-11-21T20:00:00.000000Z',
    status: 'Waiting for state root',
    l1_transaction_hash: null,
    challenge_period_end: null,
    portal_contract_address_hash: '0x9fE46736679d2D9a65F0992F2272dE9f3c7fa6e0',
    msg_sender_address_hash: WITHDRAWAL_SENDER.hash,
    msg_target_address_hash: WITHDRAWAL_SENDER.hash,
    msg_value: '1000000000000000000',
    msg_gas_limit: '100000',
    msg_data: '0x',
    ...overrides,
  };
}

export const WAITING_WITHDRAWAL = withdrawal(14, {});
export const READY_TO_PROVE_WITHDRAWAL = withdrawal(13, { status: 'Ready to prove' });
/** Proven; the challenge period ends in 2099 (tests that read the time left set their own end). */
export const CHALLENGE_WITHDRAWAL = withdrawal(12, {
  status: 'In challenge period',
  l1_transaction_hash: `0x${ 'f1'.repeat(32) }`,
  challenge_period_end: '2099-01-01T00:00:00.000000Z',
});
export const READY_FOR_RELAY_WITHDRAWAL = withdrawal(11, {
  status: 'Ready for relay',
  l1_transaction_hash: `0x${ 'f2'.repeat(32) }`,
  challenge_period_end: '2026-11-20T20:00:00.000000Z',
});
export const RELAYED_WITHDRAWAL = withdrawal(10, { status: 'Relayed', l1_transaction_hash: `0x${ 'f3'.repeat(32) }`, from: null });

export const WITHDRAWALS: Array<OptimismWithdrawal> = [
  WAITING_WITHDRAWAL, READY_TO_PROVE_WITHDRAWAL, CHALLENGE_WITHDRAWAL, READY_FOR_RELAY_WITHDRAWAL, RELAYED_WITHDRAWAL,
];
