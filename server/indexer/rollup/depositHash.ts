/**
 * The L2 transaction an L1 deposit becomes, as OP derives it: a type-0x7e transaction whose
 * source hash ties it to the L1 log, so its hash is known before the L2 block exists.
 */
import { concatHex, keccak256, numberToHex, pad, toRlp, type Hex } from 'viem';

import type { DepositEvent } from './opEvents';

/** OP's user-deposit source hash: keccak256(bytes32(0) ++ keccak256(l1BlockHash ++ bytes32(logIndex))). */
export function userDepositSourceHash(l1BlockHash: Hex, l1LogIndex: number): Hex {
  const depositId = keccak256(concatHex([ l1BlockHash, pad(numberToHex(l1LogIndex), { size: 32 }) ]));
  return keccak256(concatHex([ pad('0x00', { size: 32 }), depositId ]));
}

/** Minimal big-endian bytes of an integer, empty for zero, as RLP wants them. */
const rlpInt = (value: bigint): Hex => (value === 0n ? '0x' : numberToHex(value));

/** The deposit transaction's encoding: 0x7e ++ rlp([sourceHash, from, to, mint, value, gas, isSystemTx, data]). */
export function encodeDepositTransaction(sourceHash: Hex, deposit: DepositEvent): Hex {
  return concatHex([ '0x7e', toRlp([
    sourceHash,
    deposit.from,
    deposit.to ?? '0x',
    rlpInt(deposit.mint),
    rlpInt(deposit.value),
    rlpInt(deposit.gasLimit),
    // isSystemTx: false since Regolith for every user deposit.
    '0x',
    deposit.data,
  ]) ]);
}

export function depositTransactionHash(sourceHash: Hex, deposit: DepositEvent): Hex {
  return keccak256(encodeDepositTransaction(sourceHash, deposit));
}
