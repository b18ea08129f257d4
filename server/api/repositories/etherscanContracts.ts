/**
 * What the Etherscan-compatible contract module reads (GUIDE §11): a verified contract
 * with its files and detected proxy implementations (0007_smart_contracts.sql), and how
 * contracts were created (addresses, with the creating transaction or frame).
 */
import type { Queryable } from '../../db';

export interface VerifiedContractRow {
  address_hash: string;
  name: string;
  compiler_version: string;
  evm_version: string | null;
  optimization_enabled: boolean;
  optimization_runs: number | null;
  compiler_settings: Record<string, unknown>;
  file_path: string;
  abi: unknown[];
  constructor_arguments: string | null;
  external_libraries: Array<{ name: string; address_hash: string }>;
  license_type: string | null;
  /** Files in path order, the main file included. */
  sources: Array<{ file_path: string; content: string }>;
  proxy_type: string | null;
  implementation_address_hashes: string[] | null;
}

/** The verified contract at `hash` (lower case) with its files; null when not verified. */
export async function findVerifiedContract(db: Queryable, hash: string): Promise<VerifiedContractRow | null> {
  const [ row ] = await db.query<VerifiedContractRow>(`SELECT c.address_hash, c.name, c.compiler_version, c.evm_version,
      c.optimization_enabled, c.optimization_runs, c.compiler_settings, c.file_path, c.abi, c.constructor_arguments,
      c.external_libraries, c.license_type, p.proxy_type, p.implementation_address_hashes,
      COALESCE((SELECT json_agg(json_build_object('file_path', s.file_path, 'content', s.content) ORDER BY s.file_path)
        FROM smart_contract_sources s WHERE s.address_hash = c.address_hash), '[]'::json) AS sources
    FROM smart_contracts c LEFT JOIN proxy_implementations p ON p.proxy_address_hash = c.address_hash
    WHERE c.address_hash = $1`, [ hash ]);
  return row ?? null;
}

/** Only the ABI, for `getabi`. */
export async function findContractAbi(db: Queryable, hash: string): Promise<unknown[] | null> {
  const [ row ] = await db.query<{ abi: unknown[] }>('SELECT abi FROM smart_contracts WHERE address_hash = $1', [ hash ]);
  return row?.abi ?? null;
}

/** An address's code and proxy detection, for a contract that is not verified. */
export interface ContractStateRow {
  contract_code: string | null;
  verified: boolean;
  proxy_type: string | null;
  implementation_address_hashes: string[] | null;
}

export async function findContractState(db: Queryable, hash: string): Promise<ContractStateRow | null> {
  const [ row ] = await db.query<ContractStateRow>(`SELECT a.contract_code,
      EXISTS (SELECT 1 FROM smart_contracts c WHERE c.address_hash = a.hash) AS verified,
      p.proxy_type, p.implementation_address_hashes
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
