/**
 * Turns transaction rows into Transaction objects, loading what they embed for the
 * whole list at once (chain head, every address of the page, the verified ABIs of the
 * called contracts, token transfers of the detail view): a fixed number of queries per
 * response, never one per row.
 */
import type { Queryable } from '../../db';
import type { Transaction } from '../../../types/api/transaction';
import { loadAddressInfo, loadTokenTypes } from '../../db/queries/addresses';
import { readChainHead } from '../../db/queries/chain';
import { loadContractAbis } from './contractAbis';
import { listTransactionTokenTransfers } from '../../db/queries/tokenTransfers';
import type { TransactionRow } from '../../db/queries/transactions';
import { serializeAddress } from '../../serializers/address';
import { serializeAuthorizationLists } from '../serializers/authorization';
import { serializeTokenTransfer } from '../serializers/tokenTransfer';
import { serializeTransaction, tokenTransferMethod, transactionDecodedInput, type TransactionContext } from '../serializers/transaction';

/** Transfers shown inside a transaction; the rest are on its token-transfers tab. */
export const TOKEN_TRANSFERS_PREVIEW_SIZE = 50;

function addressesOf(rows: TransactionRow[]): string[] {
  return rows.flatMap((row) => [ row.from_address_hash, row.to_address_hash, row.created_contract_address_hash ])
    .filter((hash): hash is string => hash !== null);
}

async function loadContext(db: Queryable, rows: TransactionRow[], moreAddresses: string[] = []): Promise<TransactionContext> {
  const head = await readChainHead(db);
  const addresses = await loadAddressInfo(db, [ ...addressesOf(rows), ...moreAddresses ]);
  const authorizations = await serializeAuthorizationLists(rows);
  // Only calls to contracts are decoded: with their verified ABIs, and token types to choose between same-selector methods.
  const called = rows.map((row) => row.to_address_hash).filter((hash): hash is string => hash !== null);
  const [ tokenTypes, contractAbis ] = await Promise.all([
    loadTokenTypes(db, called.filter((hash) => addresses.get(hash)?.isToken === true)),
    loadContractAbis(db, called.filter((hash) => addresses.get(hash)?.isContract === true)),
  ]);
  return { headNumber: head.number, averageBlockTimeMs: head.averageBlockTimeMs, addresses, authorizations, tokenTypes, contractAbis };
}

/** Serializes a list page: no token transfer previews, as in Blockscout's lists. */
export async function presentTransactions(db: Queryable, rows: TransactionRow[]): Promise<Transaction[]> {
  const context = await loadContext(db, rows);
  return rows.map((row) => serializeTransaction(row, context));
}

/** Serializes one transaction with the preview of its token transfers. */
export async function presentTransactionDetail(db: Queryable, row: TransactionRow): Promise<Transaction> {
  const transfers = await listTransactionTokenTransfers(db, row.hash, TOKEN_TRANSFERS_PREVIEW_SIZE + 1);
  const shown = transfers.slice(0, TOKEN_TRANSFERS_PREVIEW_SIZE);
  const context = await loadContext(db, [ row ], shown.flatMap((transfer) => [ transfer.from_address_hash, transfer.to_address_hash ]));
  // A transfer shows its transaction's method (decoded name, else selector) whether or not
  // `to` is a contract (Blockscout).
  const method = tokenTransferMethod(row.to_address_hash, row.method_id, transactionDecodedInput(row, context));
  const address = (hash: string) => serializeAddress(hash, context.addresses.get(hash));
  const items = shown.map((transfer) => serializeTokenTransfer(transfer, { address, method }));
  return serializeTransaction(row, { ...context, tokenTransfers: { items, overflow: transfers.length > TOKEN_TRANSFERS_PREVIEW_SIZE } });
}
