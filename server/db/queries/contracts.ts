/**
 * Contracts created on chain, counted by the blocks that created them (not by when the
 * indexer stored them): successful top-level creations and successful CREATE/CREATE2 frames
 * of transactions that did not revert. One rule for the stats service and the API's counters.
 */
import type { Queryable } from '../database';

/** Contracts created in the consensus blocks whose time is after `since`. */
export async function countContractsCreatedSince(db: Queryable, since: Date): Promise<number> {
  const [ range ] = await db.query<{ first: string | null; last: string | null }>(
    'SELECT min(number) AS first, max(number) AS last FROM blocks WHERE consensus AND timestamp > $1', [ since ]);
  if (range.first === null || range.last === null) return 0;
  const [ row ] = await db.query<{ n: string }>(`SELECT
      (SELECT count(*) FROM transactions WHERE block_number BETWEEN $1 AND $2 AND block_hash IS NOT NULL
        AND created_contract_address_hash IS NOT NULL AND status = 1)
      + (SELECT count(*) FROM internal_transactions i WHERE block_number BETWEEN $1 AND $2 AND index > 0 AND type IN ('create', 'create2')
        AND error IS NULL AND created_contract_address_hash IS NOT NULL
        AND NOT EXISTS (SELECT 1 FROM transactions t WHERE t.hash = i.transaction_hash AND t.status = 0)) AS n`,
  [ range.first, range.last ]);
  return Number(row.n);
}
