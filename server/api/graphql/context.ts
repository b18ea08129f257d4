/**
 * What each GraphQL request carries: its own batchers, so lookups are shared within one
 * request and never across requests (no stale or foreign data).
 */
import type { Queryable } from '../../db';
import { countAddressActivity, loadAddresses, type AddressCountsRow } from '../../db/queries/addresses';
import { createBatcher } from './batcher';
import { loadBlocks } from '../../db/queries/blocks';
import { loadSmartContracts } from '../../db/queries/smartContracts';
import { loadTransactionExtras, loadTransactions } from '../../db/queries/transactions';

export function createLoaders(db: Queryable) {
  return {
    address: createBatcher((hashes) => loadAddresses(db, hashes)),
    block: createBatcher((hashes) => loadBlocks(db, hashes)),
    transaction: createBatcher((hashes) => loadTransactions(db, hashes)),
    transactionExtras: createBatcher((hashes) => loadTransactionExtras(db, hashes)),
    smartContract: createBatcher((hashes) => loadSmartContracts(db, hashes)),
    // Exact counts read one address's index ranges each; asked only for the addresses that select them.
    addressCounts: createBatcher(async(hashes) => new Map<string, AddressCountsRow>(
      await Promise.all(hashes.map(async(hash) => [ hash, await countAddressActivity(db, hash) ] as const)))),
  };
}

export interface GraphqlContext {
  load: ReturnType<typeof createLoaders>;
}
