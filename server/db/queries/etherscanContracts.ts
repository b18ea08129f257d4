/**
 * What the Etherscan-compatible contract module reads (GUIDE §11): a verified contract
 * with its files and detected proxy implementations (0007_smart_contracts.sql), and how
 * contracts were created (addresses, with the creating transaction or frame).
 */
import type { Queryable } from '..';
import { findSmartContract, type SmartContractRow } from './smartContracts';

/** A verified contract as `getsourcecode` shows it: the stored verification, its files and its proxy facts. */
export interface VerifiedContractRow extends SmartContractRow {
  /** Files in path order, the main file included. */
  sources: Array<{ file_path: string; content: string }>;
  proxy_type: string | null;
  implementation_address_hashes: string[] | null;
}

/** The verified contract at `hash` (lower case) with its files; null when not verified. */
export async function findVerifiedContract(db: Queryable, hash: string): Promise<VerifiedContractRow | null> {
  const found = await findSmartContract(db, hash);
  if (!found) return null;
  const [ proxy ] = await db.query<{ proxy_type: string; implementation_address_hashes: string[] }>(
    'SELECT proxy_type, implementation_address_hashes FROM proxy_implementations WHERE proxy_address_hash = $1', [ hash ]);
  return { ...found.contract, sources: found.sources, proxy_type: proxy?.proxy_type ?? null,
    implementation_address_hashes: proxy?.implementation_address_hashes ?? null };
}

/** Only the ABI, for `getabi`. */
export async function findContractAbi(db: Queryable, hash: string): Promise<unknown[] | null> {
  const [ row ] = await db.query<{ abi: unknown[] }>('SELECT abi FROM smart_contracts WHERE address_hash = $1', [ hash ]);
  return row?.abi ?? null;
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
