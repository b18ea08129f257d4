/**
 * Marks token and NFT metadata for the indexer to read again (its metadata stages pick
 * up every row whose `metadata_fetched_at` is NULL). The operator's way out after an
 * outage, a changed document, or a contract that answered wrongly for a while.
 */
import type { Queryable } from '..';

/** What a refetch covers: one token, or every token of the chain. */
export interface RefetchScope {
  token?: string;
  /** Every row, not only those that look stale. */
  all?: boolean;
}

/**
 * Tokens whose metadata looks incomplete: no name and no symbol, or no total supply
 * where one exists (every type but ERC-1155).
 */
const STALE_TOKEN = `((name IS NULL AND symbol IS NULL) OR (type <> 'ERC-1155' AND total_supply IS NULL))`;

/** Resolves to how many tokens were marked. */
export async function markTokenMetadataForRefetch(db: Queryable, scope: RefetchScope): Promise<number> {
  const rows = await db.query(`UPDATE tokens SET metadata_fetched_at = NULL, metadata_retry_at = NULL, metadata_retries = 0
    WHERE metadata_fetched_at IS NOT NULL AND ($1::text IS NULL OR contract_address_hash = $1) AND ($2 OR ${ STALE_TOKEN })
    RETURNING contract_address_hash`, [ scope.token ?? null, scope.all ?? false ]);
  return rows.length;
}

/** NFT instances without a document count as stale. Resolves to how many were marked. */
export async function markNftMetadataForRefetch(db: Queryable, scope: RefetchScope): Promise<number> {
  const rows = await db.query(`UPDATE token_instances SET metadata_fetched_at = NULL, metadata_retry_at = NULL, metadata_retries = 0,
      fetch_attempts = 0
    WHERE metadata_fetched_at IS NOT NULL AND ($1::text IS NULL OR token_contract_address_hash = $1) AND ($2 OR metadata IS NULL)
    RETURNING token_id`, [ scope.token ?? null, scope.all ?? false ]);
  return rows.length;
}
