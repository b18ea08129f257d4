/**
 * What the indexer reports about itself through `indexer_state` (see
 * `server/indexer/indexer.ts`), so an API in another process can read it.
 */
import type { Queryable } from '..';
import type { IndexingStatus } from '../../indexer/context';

/** The indexer's last `indexing_status`, or null before it reported one. */
export async function readIndexingStatus(db: Queryable): Promise<IndexingStatus | null> {
  const [ row ] = await db.query<{ value: IndexingStatus }>(`SELECT value FROM indexer_state WHERE key = 'indexing_status'`);
  return row?.value ?? null;
}
