/**
 * Words for a transaction's status, types and direction, shared by lists and cards. Pure,
 * so tests and the details page can read the same wording.
 */
import type { Transaction, TransactionType } from 'types/api/transaction';

export type TxStatusKind = 'success' | 'failed' | 'pending';

/** Mined and fine, mined and failed, or not mined yet (including "dropped/replaced"). */
export function txStatusKind(tx: Pick<Transaction, 'status' | 'block_number'>): TxStatusKind {
  if (tx.status === 'ok') return 'success';
  if (tx.status === 'error') return 'failed';
  return 'pending';
}

export const TX_STATUS_TEXT: Record<TxStatusKind, string> = { success: 'Success', failed: 'Failed', pending: 'Pending' };

/** The API's result of a failed transaction whose block the indexer has not traced yet. */
const AWAITING_TRACE_RESULT = 'awaiting_internal_transactions';

/** A failed transaction whose reason comes with its trace, a moment after its block: worth asking again. */
export function isAwaitingTrace(tx: Pick<Transaction, 'status' | 'result'> | undefined): boolean {
  return tx?.status === 'error' && tx.result === AWAITING_TRACE_RESULT;
}

/** A failed transaction's result in words ("Reverted", "out of gas"); Blockscout's wording while the trace is awaited. */
export function txResultText(result: string): string {
  return result === AWAITING_TRACE_RESULT ? 'Awaiting internal transactions for reason' : result;
}

const TYPE_TEXT: Record<TransactionType, string> = {
  coin_transfer: 'Coin transfer',
  contract_call: 'Contract call',
  contract_creation: 'Contract creation',
  token_transfer: 'Token transfer',
  token_creation: 'Token creation',
  blob_transaction: 'Blob txn',
  set_code_transaction: 'Set code',
  sponsored_transaction: 'Sponsored',
  rootstock_bridge: 'Bridge',
  rootstock_remasc: 'REMASC',
};

/** Most telling first: creation, then token transfer, then contract call, then coin transfer. */
const TYPE_ORDER: Array<TransactionType> = [
  'contract_creation', 'token_creation', 'token_transfer', 'contract_call', 'coin_transfer',
  'blob_transaction', 'set_code_transaction', 'sponsored_transaction', 'rootstock_bridge', 'rootstock_remasc',
];

/** Readable type labels of a transaction, at most `max`, most telling first. */
export function txTypeLabels(types: Array<TransactionType> | null | undefined, max = 2): Array<string> {
  const known = (types ?? []).filter((type) => type in TYPE_TEXT);
  return [ ...new Set(known) ]
    .sort((a, b) => TYPE_ORDER.indexOf(a) - TYPE_ORDER.indexOf(b))
    .slice(0, max)
    .map((type) => TYPE_TEXT[type]);
}

export type TxDirection = 'in' | 'out' | 'self';

/** Direction relative to `currentAddress` (the address page); undefined when it is neither side. */
export function txDirection(tx: Pick<Transaction, 'from' | 'to' | 'created_contract'>, currentAddress?: string): TxDirection | undefined {
  if (!currentAddress) return undefined;
  const current = currentAddress.toLowerCase();
  const isFrom = tx.from.hash.toLowerCase() === current;
  const toHash = (tx.to ?? tx.created_contract)?.hash.toLowerCase();
  const isTo = toHash === current;
  if (isFrom && isTo) return 'self';
  if (isFrom) return 'out';
  if (isTo) return 'in';
  return undefined;
}
