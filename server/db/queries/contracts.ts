/**
 * Contract addresses (`addresses` with code, and their verification if any): how they were
 * created (the creating transaction or frame), their code and proxy facts, and the list of
 * them in Blockscout's `listcontracts` order.
 * Contracts created on chain are counted by the blocks that created them (not by when the
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

/** An address's code and proxy detection, for the verification actions. */
export interface ContractStateRow {
  contract_code: string | null;
  proxy_type: string | null;
  implementation_address_hashes: string[] | null;
}

export async function findContractState(db: Queryable, hash: string): Promise<ContractStateRow | null> {
  const [ row ] = await db.query<ContractStateRow>(`SELECT a.contract_code, p.proxy_type, p.implementation_address_hashes
    FROM addresses a LEFT JOIN proxy_implementations p ON p.proxy_address_hash = a.hash
    WHERE a.hash = $1`, [ hash ]);
  return row ?? null;
}

export interface ContractCreationRow {
  hash: string;
  /** The account or contract that ran the creation (a factory for a frame). */
  creator_address_hash: string | null;
  creation_transaction_hash: string;
  creation_block_number: string;
  /** Sender of the creating transaction. */
  transaction_from: string | null;
  block_timestamp: Date | null;
  /** Init code plus constructor arguments. */
  creation_input: string | null;
}

/** Creation of each of `hashes` (lower case) that the indexer saw created, in no order. */
export async function findContractCreations(db: Queryable, hashes: string[]): Promise<ContractCreationRow[]> {
  return db.query<ContractCreationRow>(`SELECT a.hash, a.creator_address_hash, a.creation_transaction_hash,
      a.creation_block_number::text AS creation_block_number, t.from_address_hash AS transaction_from, t.block_timestamp,
      CASE WHEN t.created_contract_address_hash = a.hash THEN t.input ELSE
        (SELECT i.input FROM internal_transactions i
          WHERE i.transaction_hash = a.creation_transaction_hash AND i.created_contract_address_hash = a.hash
          ORDER BY i.index LIMIT 1) END AS creation_input
    FROM addresses a LEFT JOIN transactions t ON t.hash = a.creation_transaction_hash
    WHERE a.hash = ANY($1::text[]) AND a.creation_transaction_hash IS NOT NULL AND a.creation_succeeded IS NOT FALSE`, [ hashes ]);
}

/** Which contracts `listcontracts` walks (Blockscout's `filter`). */
export type ContractListFilter = 'all' | 'verified' | 'unverified' | 'empty';

export interface ContractListOptions {
  filter: ContractListFilter;
  skip: number;
  limit: number;
  order: 'asc' | 'desc';
  /** Verification time bounds in unix seconds (only with `verified`): `verifiedFrom` inclusive, `verifiedBefore` exclusive, as Blockscout. */
  verifiedFrom?: number;
  verifiedBefore?: number;
}

/** A listed contract; the verification columns are null when it is not verified. */
export interface ListedContractRow {
  hash: string;
  abi: unknown[] | null;
  name: string | null;
  compiler_version: string | null;
  optimization_enabled: boolean | null;
}

const VERIFIED_COLUMNS = 's.abi, s.name, s.compiler_version, s.optimization_enabled';
/** Contracts with code: the partial index addresses_contracts_inserted_at (0008). */
const WITH_CODE = 'contract_code IS NOT NULL AND contract_code <> \'0x\'';
/** Contracts whose creation left no code: the partial index addresses_empty_contracts (0013). */
const EMPTY_CODE = 'contract_code = \'0x\'';

/** The verification of each address of a page (`pageQuery` selects `hash, inserted_at`), looked up for that page only. */
function withVerification(db: Queryable, pageQuery: string, direction: 'ASC' | 'DESC', values: unknown[]): Promise<ListedContractRow[]> {
  return db.query<ListedContractRow>(`SELECT page.hash, ${ VERIFIED_COLUMNS }
    FROM (${ pageQuery }) page LEFT JOIN smart_contracts s ON s.address_hash = page.hash
    ORDER BY page.inserted_at ${ direction }, page.hash ${ direction }`, values);
}

/**
 * One page of contracts in the order Blockscout lists them: verified ones by verification
 * time, the others by when the explorer first saw the address (hash breaks ties). Each
 * query walks a partial index for at most `skip + limit` rows (the paging window, ≤ 10,000);
 * `unverified` also passes over the verified contracts among them, one key lookup each.
 */
export async function listContracts(db: Queryable, options: ContractListOptions): Promise<ListedContractRow[]> {
  const { skip, limit } = options;
  const direction = options.order === 'asc' ? 'ASC' : 'DESC';
  switch (options.filter) {
    case 'verified': {
      const bounds: string[] = [];
      const values: unknown[] = [ skip, limit ];
      if (options.verifiedFrom !== undefined) bounds.push(`s.verified_at >= to_timestamp($${ values.push(options.verifiedFrom) })`);
      if (options.verifiedBefore !== undefined) bounds.push(`s.verified_at < to_timestamp($${ values.push(options.verifiedBefore) })`);
      return db.query<ListedContractRow>(`SELECT s.address_hash AS hash, ${ VERIFIED_COLUMNS } FROM smart_contracts s
        ${ bounds.length > 0 ? `WHERE ${ bounds.join(' AND ') }` : '' }
        ORDER BY s.verified_at ${ direction }, s.address_hash ${ direction } OFFSET $1 LIMIT $2`, values);
    }
    case 'unverified':
      return db.query<ListedContractRow>(`SELECT a.hash, NULL AS abi, NULL AS name, NULL AS compiler_version, NULL AS optimization_enabled
        FROM addresses a
        WHERE ${ WITH_CODE } AND NOT EXISTS (SELECT 1 FROM smart_contracts s WHERE s.address_hash = a.hash)
        ORDER BY a.inserted_at ${ direction }, a.hash ${ direction } OFFSET $1 LIMIT $2`, [ skip, limit ]);
    case 'empty':
      return withVerification(db, `SELECT hash, inserted_at FROM addresses WHERE ${ EMPTY_CODE }
        ORDER BY inserted_at ${ direction }, hash ${ direction } OFFSET $1 LIMIT $2`, direction, [ skip, limit ]);
    case 'all': {
      // Both partial indexes, each cut at the window, merged: no scan of addresses without code.
      const part = (condition: string) => `(SELECT hash, inserted_at FROM addresses WHERE ${ condition }
        ORDER BY inserted_at ${ direction }, hash ${ direction } LIMIT $3)`;
      return withVerification(db, `SELECT hash, inserted_at FROM (${ part(WITH_CODE) } UNION ALL ${ part(EMPTY_CODE) }) c
        ORDER BY inserted_at ${ direction }, hash ${ direction } OFFSET $1 LIMIT $2`, direction, [ skip, limit, skip + limit ]);
    }
  }
}
