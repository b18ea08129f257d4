/**
 * Turns frame rows into InternalTransaction objects, loading every address of the page
 * in one query.
 */
import type { Queryable } from '../../db';
import type { InternalTransaction } from '../../../types/api/internalTransaction';
import { loadAddressInfo } from '../../db/queries/addresses';
import type { InternalTransactionRow } from '../../db/queries/internalTransactions';
import { addressSerializer } from '../../serializers/address';
import { serializeInternalTransaction } from '../serializers/internalTransaction';

export async function presentInternalTransactions(db: Queryable, rows: InternalTransactionRow[]): Promise<InternalTransaction[]> {
  const hashes = rows.flatMap((row) => [ row.from_address_hash, row.to_address_hash, row.created_contract_address_hash ])
    .filter((hash): hash is string => hash !== null);
  const address = addressSerializer(await loadAddressInfo(db, hashes));
  return rows.map((row) => serializeInternalTransaction(row, address));
}
