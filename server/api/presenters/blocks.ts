/**
 * Turns block rows into Block objects, loading what they embed for the whole list at
 * once: two queries per response, never one per row.
 */
import type { Queryable } from '../../db';
import type { Block } from '../../../types/api/block';
import { loadAddressInfo } from '../../db/queries/addresses';
import { countInternalTransactions, type BlockRow } from '../../db/queries/blocks';
import { serializeAddress } from '../../serializers/address';
import { serializeBlock } from '../serializers/block';

/** Serializes `rows`; `detail` selects the block page's reward labels. */
export async function presentBlocks(db: Queryable, rows: BlockRow[], options: { detail: boolean }): Promise<Block[]> {
  const infos = await loadAddressInfo(db, rows.map((row) => row.miner_hash));
  const internalCounts = await countInternalTransactions(db, rows.map((row) => row.hash));
  return rows.map((row) => serializeBlock(row, {
    miner: serializeAddress(row.miner_hash, infos.get(row.miner_hash)),
    internalTransactionsCount: internalCounts.get(row.hash),
    detail: options.detail,
  }));
}
