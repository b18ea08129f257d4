/**
 * State changes of a transaction: how it changed coin and token balances, computed as
 * Blockscout does from indexed data. A balance before the transaction is the stored
 * balance before the block plus what the earlier transactions of the block moved; when
 * nothing is stored before the block (a genesis allocation, say) it is the stored
 * balance after the block minus what this and the later transactions (and the block's
 * withdrawals) moved.
 */
import type { AddressParam } from '../../../types/api/address';
import type { TokenInfo } from '../../../types/api/token';
import type { TransactionStateChange } from '../../../types/api/transaction';
import type { BlockActivity, BlockFrameRow, BlockTokenTransferRow, BlockTransactionRow, StoredBalance } from '../../db/queries/stateChanges';

const ZERO_ADDRESS = '0x0000000000000000000000000000000000000000';
/** Calls that move no value of their own: the value field of these frames is the caller's context. */
const VALUELESS_CALLS = new Set([ 'delegatecall', 'staticcall', 'callcode' ]);

type Deltas = Map<string, bigint>;

function add(deltas: Deltas, key: string | null, amount: bigint) {
  if (key === null || amount === 0n) return;
  deltas.set(key, (deltas.get(key) ?? 0n) + amount);
}

/** Frames that took effect: neither they nor a frame above them failed. */
function effectiveFrames(frames: BlockFrameRow[]): BlockFrameRow[] {
  const failed = frames.filter((frame) => frame.error !== null).map((frame) => frame.trace_address);
  const under = (path: number[], prefix: number[]) => prefix.length <= path.length && prefix.every((step, i) => path[i] === step);
  return frames.filter((frame) => frame.error === null && !failed.some((prefix) => under(frame.trace_address, prefix)));
}

/**
 * What one transaction moved, per address: the sender pays the fee (and the value if it
 * succeeded), the recipient or created contract gets the value, the block producer the
 * priority fee (the base fee is burnt), and the inner calls move their values.
 */
export function coinDeltas(tx: BlockTransactionRow, frames: BlockFrameRow[], miner: string, baseFee: string | null): Deltas {
  const deltas: Deltas = new Map();
  const gasUsed = BigInt(tx.gas_used ?? 0);
  const gasPrice = BigInt(tx.gas_price ?? 0);
  const success = tx.status === 1;
  add(deltas, tx.from_address_hash, -gasUsed * gasPrice - (success ? BigInt(tx.value) : 0n));
  if (success) add(deltas, tx.to_address_hash ?? tx.created_contract_address_hash, BigInt(tx.value));
  const tip = baseFee === null ? gasPrice : gasPrice - BigInt(baseFee);
  add(deltas, miner, gasUsed * (tip > 0n ? tip : 0n));
  if (!success) return deltas;
  for (const frame of effectiveFrames(frames)) {
    if (frame.call_type !== null && VALUELESS_CALLS.has(frame.call_type)) continue;
    const value = BigInt(frame.value);
    add(deltas, frame.from_address_hash, -value);
    add(deltas, frame.to_address_hash ?? frame.created_contract_address_hash, value);
  }
  return deltas;
}

/** The token balance key of a transfer side; ERC-1155 balances are per id. */
function tokenKey(transfer: BlockTokenTransferRow, holder: string): string {
  const tokenId = transfer.token_type === 'ERC-1155' ? transfer.token_id : null;
  return `${ holder }:${ transfer.token_contract_address_hash }:${ tokenId ?? '' }`;
}

function tokenAmount(transfer: BlockTokenTransferRow): bigint {
  return transfer.token_type === 'ERC-721' ? 1n : BigInt(transfer.amount ?? 0);
}

/** What one transaction's transfers moved, per token balance key. */
export function tokenDeltas(transfers: BlockTokenTransferRow[]): Deltas {
  const deltas: Deltas = new Map();
  for (const transfer of transfers) {
    add(deltas, tokenKey(transfer, transfer.from_address_hash), -tokenAmount(transfer));
    add(deltas, tokenKey(transfer, transfer.to_address_hash), tokenAmount(transfer));
  }
  return deltas;
}

/** Balance before the transaction from the stored balances and the block's other moves. */
function balanceBefore(stored: StoredBalance | undefined, earlier: bigint, laterAndOwn: bigint, endOfBlock: bigint): bigint | null {
  if (stored?.before != null) return BigInt(stored.before) + earlier;
  if (stored?.after != null) return BigInt(stored.after) - endOfBlock - laterAndOwn;
  return null;
}

function sum(deltas: Deltas[], key: string): bigint {
  return deltas.reduce((total, item) => total + (item.get(key) ?? 0n), 0n);
}

/** A computed change before serialization. */
export interface BalanceChange {
  key: string;
  address: string;
  before: bigint | null;
  delta: bigint;
}

/**
 * Coin changes of transaction `index` of the block: every address whose balance it
 * changed, with its balance before (null when nothing is stored).
 */
export function coinChanges(activity: BlockActivity, index: number, miner: string, baseFee: string | null, stored: Map<string, StoredBalance>): BalanceChange[] {
  const perTransaction = activity.transactions.map((tx) => coinDeltas(tx, activity.frames.filter((frame) => frame.transaction_index === tx.index), miner, baseFee));
  const position = activity.transactions.findIndex((tx) => tx.index === index);
  const withdrawn: Deltas = new Map();
  activity.withdrawals.forEach((withdrawal) => add(withdrawn, withdrawal.address_hash, BigInt(withdrawal.amount)));
  const own = perTransaction[position] ?? new Map();
  return [ ...own ].map(([ address, delta ]) => ({
    key: address,
    address,
    delta,
    before: balanceBefore(stored.get(address), sum(perTransaction.slice(0, position), address),
      sum(perTransaction.slice(position), address), withdrawn.get(address) ?? 0n),
  }));
}

/** Token balance changes of transaction `index`: one per holder, token and (ERC-1155) id. */
export function tokenChanges(activity: BlockActivity, index: number, stored: Map<string, StoredBalance>): BalanceChange[] {
  const transactionIndexes = [ ...new Set(activity.transactions.map((tx) => tx.index)) ];
  const perTransaction = transactionIndexes.map((txIndex) => tokenDeltas(activity.tokenTransfers.filter((transfer) => transfer.transaction_index === txIndex)));
  const position = transactionIndexes.indexOf(index);
  const own = activity.tokenTransfers.filter((transfer) => transfer.transaction_index === index);
  const keys = new Map<string, string>();
  for (const transfer of own) {
    for (const holder of [ transfer.from_address_hash, transfer.to_address_hash ]) {
      // The zero address only stands for minting and burning; it holds nothing.
      if (holder !== ZERO_ADDRESS) keys.set(tokenKey(transfer, holder), holder);
    }
  }
  return [ ...keys ].map(([ key, address ]) => ({
    key,
    address,
    delta: perTransaction[position]?.get(key) ?? 0n,
    before: balanceBefore(stored.get(key), sum(perTransaction.slice(0, position), key), sum(perTransaction.slice(position), key), 0n),
  }));
}

/** Balances as shown: both, or neither when the computation went below zero (Blockscout). */
function balances(change: BalanceChange): { balance_before: string | null; balance_after: string | null } {
  const after = change.before === null ? null : change.before + change.delta;
  if (change.before === null || after === null || change.before < 0n || after < 0n) return { balance_before: null, balance_after: null };
  return { balance_before: change.before.toString(), balance_after: after.toString() };
}

/** Serializes a coin change. */
export function serializeCoinChange(change: BalanceChange, address: AddressParam, miner: string): TransactionStateChange {
  return { type: 'coin', address, is_miner: change.address === miner, ...balances(change), change: change.delta.toString(), token: null, token_id: null };
}

/**
 * Serializes a token change. An ERC-721 change lists the tokens that left and arrived
 * (Blockscout's shape); the others are a signed amount.
 */
export function serializeTokenChange(change: BalanceChange, context: {
  address: AddressParam; token: TokenInfo; transfers: BlockTokenTransferRow[];
}): TransactionStateChange {
  const [ , , tokenId ] = change.key.split(':');
  const type = context.token.type;
  const moves = context.transfers.flatMap((transfer) => [
    ...transfer.from_address_hash === change.address ? [ { direction: 'from' as const, total: { token_id: transfer.token_id ?? '0' } } ] : [],
    ...transfer.to_address_hash === change.address ? [ { direction: 'to' as const, total: { token_id: transfer.token_id ?? '0' } } ] : [],
  ]);
  return {
    type: 'token',
    address: context.address,
    is_miner: false,
    ...balances(change),
    change: type === 'ERC-721' ? moves : change.delta.toString(),
    token: context.token,
    token_id: tokenId === '' ? null : tokenId,
  };
}
