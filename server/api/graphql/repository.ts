/**
 * The lookups GraphQL batches: every transaction, block, token, contract or address a
 * response embeds is read for all parents at once (one query per kind and request, see
 * `context.ts`), on primary keys (a contract's twin: on the code's md5 index). Lists come
 * from `../repositories`.
 */
import type { Queryable } from '../../db';
import { BLOCK_COLUMNS, type BlockRow } from '../repositories/blocks';
import { SqlParams } from '../repositories/sql';
import { tokenColumns, type TokenRow } from '../repositories/tokens';
import { TRANSACTION_COLUMNS, type TransactionRow } from '../repositories/transactions';

/** The stored columns the REST rows leave out: the receipt's running total and the signature. */
export interface TransactionExtrasRow {
  hash: string;
  cumulative_gas_used: string | null;
  v: string | null;
  r: string | null;
  s: string | null;
}

/** An `addresses` row with the nonce of its latest mined transaction. */
export interface AddressRow {
  hash: string;
  fetched_coin_balance: string | null;
  fetched_coin_balance_block_number: number | null;
  contract_code: string | null;
  nonce: number | null;
}

/** A verified contract with the text of its main file. */
export interface SmartContractSummaryRow {
  address_hash: string;
  name: string;
  language: string;
  compiler_version: string;
  evm_version: string | null;
  optimization_enabled: boolean;
  optimization_runs: number | null;
  compiler_settings: unknown;
  file_path: string;
  abi: unknown;
  constructor_arguments: string | null;
  external_libraries: unknown;
  verification_method: string;
  match_type: 'full' | 'partial';
  source_code: string | null;
  /** Set when the contract is verified through a twin: this verified contract with the same runtime code. */
  twin_of: string | null;
}

function byKey<Row>(rows: Row[], key: (row: Row) => string): Map<string, Row> {
  return new Map(rows.map((row) => [ key(row), row ]));
}

async function loadMany<Row extends object>(db: Queryable, hashes: string[], sql: (list: string) => string, key: (row: Row) => string): Promise<Map<string, Row>> {
  if (hashes.length === 0) return new Map();
  const params = new SqlParams();
  const list = params.list([ ...new Set(hashes) ]);
  return byKey(await db.query<Row>(sql(list), params.values), key);
}

export function loadTransactions(db: Queryable, hashes: string[]): Promise<Map<string, TransactionRow>> {
  return loadMany(db, hashes, (list) => `SELECT ${ TRANSACTION_COLUMNS } FROM transactions t LEFT JOIN blocks b ON b.hash = t.block_hash
    WHERE t.hash IN ${ list }`, (row: TransactionRow) => row.hash);
}

export function loadTransactionExtras(db: Queryable, hashes: string[]): Promise<Map<string, TransactionExtrasRow>> {
  return loadMany(db, hashes, (list) => `SELECT hash, cumulative_gas_used, v, r, s FROM transactions WHERE hash IN ${ list }`,
    (row: TransactionExtrasRow) => row.hash);
}

export function loadBlocks(db: Queryable, hashes: string[]): Promise<Map<string, BlockRow>> {
  return loadMany(db, hashes, (list) => `SELECT ${ BLOCK_COLUMNS } FROM blocks WHERE hash IN ${ list }`, (row: BlockRow) => row.hash);
}

export function loadTokens(db: Queryable, hashes: string[]): Promise<Map<string, TokenRow>> {
  return loadMany(db, hashes, (list) => `SELECT ${ tokenColumns('k') } FROM tokens k WHERE k.contract_address_hash IN ${ list }`,
    (row: TokenRow) => row.contract_address_hash);
}

export function loadAddresses(db: Queryable, hashes: string[]): Promise<Map<string, AddressRow>> {
  // The nonce from `transactions_from`, as the top-holders list reads it.
  return loadMany(db, hashes, (list) => `SELECT a.hash, a.fetched_coin_balance, a.fetched_coin_balance_block_number, a.contract_code,
      (SELECT t.nonce FROM transactions t WHERE t.from_address_hash = a.hash AND t.block_number IS NOT NULL
        ORDER BY t.block_number DESC, t.index DESC LIMIT 1) AS nonce
    FROM addresses a WHERE a.hash IN ${ list }`, (row: AddressRow) => row.hash);
}

const SMART_CONTRACT_COLUMNS = `sc.name, sc.language, sc.compiler_version, sc.evm_version, sc.optimization_enabled, sc.optimization_runs,
  sc.compiler_settings, sc.file_path, sc.abi, sc.constructor_arguments, sc.external_libraries, sc.verification_method, sc.match_type,
  src.content AS source_code`;
const MAIN_SOURCE = 'LEFT JOIN smart_contract_sources src ON src.address_hash = sc.address_hash AND src.file_path = sc.file_path';

/**
 * The verified contracts of `hashes`: their own verification, else (as the contract page)
 * the newest contract verified on its own with the same runtime code, its twin.
 */
export async function loadSmartContracts(db: Queryable, hashes: string[]): Promise<Map<string, SmartContractSummaryRow>> {
  const own = await loadMany(db, hashes, (list) => `SELECT sc.address_hash, NULL AS twin_of, ${ SMART_CONTRACT_COLUMNS }
    FROM smart_contracts sc ${ MAIN_SOURCE } WHERE sc.address_hash IN ${ list }`, (row: SmartContractSummaryRow) => row.address_hash);
  const unverified = hashes.filter((hash) => !own.has(hash));
  // Same join as the contract page's (md5 index on the code, then the code itself).
  const twins = await loadMany(db, unverified, (list) => `SELECT DISTINCT ON (a.hash) a.hash AS address_hash, sc.address_hash AS twin_of,
      ${ SMART_CONTRACT_COLUMNS }
    FROM addresses a
    JOIN addresses b ON md5(b.contract_code) = md5(a.contract_code) AND b.contract_code = a.contract_code AND b.hash <> a.hash
    JOIN smart_contracts sc ON sc.address_hash = b.hash AND sc.verification_method <> 'clone'
    ${ MAIN_SOURCE }
    WHERE a.hash IN ${ list } AND a.contract_code IS NOT NULL AND a.contract_code <> '0x'
    ORDER BY a.hash, sc.verified_at DESC`, (row: SmartContractSummaryRow) => row.address_hash);
  return new Map([ ...own, ...twins ]);
}
