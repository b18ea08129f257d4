/**
 * Verified contracts (0007_smart_contracts.sql): what verification reads from the chain
 * data, how a verification is stored (and copied to clones), and the queries of the
 * smart-contract pages.
 */
import type { Queryable } from '..';
import { countContractsCreatedSince } from './contracts';
import { ADDRESS_HASH_PATTERN } from '../../../types/hashes';
import { loadByKeys, SqlParams, where } from './sql';

const DAY_MS = 24 * 60 * 60 * 1000;

/** A `smart_contracts` row as the API reads it. */
export interface SmartContractRow {
  address_hash: string;
  name: string;
  language: string;
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
  verification_method: string;
  match_type: 'full' | 'partial';
  verified_from_address_hash: string | null;
  verified_at: Date;
}

export interface SourceRow {
  file_path: string;
  content: string;
}

/** What verification compares against: the runtime code and the creation input, if stored. */
export interface ChainCode {
  contractCode: string | null;
  /** Init code plus constructor arguments: the creating transaction's input or the create frame's. */
  creationInput: string | null;
  /** The transaction that created the contract (directly or through a factory). */
  creationTransactionHash: string | null;
}

/** The chain's code of `hash`; null when the address is unknown. */
export async function findChainCode(db: Queryable, hash: string): Promise<ChainCode | null> {
  const [ row ] = await db.query<{ contract_code: string | null; creation_input: string | null; creation_transaction_hash: string | null }>(`SELECT
      a.contract_code, a.creation_transaction_hash,
      COALESCE(
        (SELECT i.input FROM internal_transactions i JOIN blocks b ON b.hash = i.block_hash AND b.consensus
          WHERE i.created_contract_address_hash = a.hash AND i.error IS NULL AND i.input IS NOT NULL
          ORDER BY i.block_number DESC LIMIT 1),
        (SELECT t.input FROM transactions t WHERE t.created_contract_address_hash = a.hash AND t.status = 1
          ORDER BY t.block_number DESC LIMIT 1)) AS creation_input
    FROM addresses a WHERE a.hash = $1`, [ hash ]);
  return row ? { contractCode: row.contract_code, creationInput: row.creation_input, creationTransactionHash: row.creation_transaction_hash } : null;
}

/**
 * Keeps init code fetched from the node in the create frame that lacked it (struct-log
 * traces store no inner input), so the contract page and the raw trace show it too.
 */
export async function storeCreationInput(db: Queryable, hash: string, input: string): Promise<void> {
  await db.query(`UPDATE internal_transactions SET input = $2 WHERE created_contract_address_hash = $1 AND input IS NULL AND error IS NULL`,
    [ hash, input ]);
}

/** A verification to store; `sources` includes the main file. */
export interface NewSmartContract extends Omit<SmartContractRow, 'verified_at' | 'verified_from_address_hash'> {
  sources: SourceRow[];
}

const COLUMNS = [ 'name', 'language', 'compiler_version', 'evm_version', 'optimization_enabled', 'optimization_runs', 'compiler_settings',
  'file_path', 'abi', 'constructor_arguments', 'external_libraries', 'license_type', 'verification_method', 'match_type',
  'verified_from_address_hash' ] as const;

/**
 * Stores a verification for `hash` with its files, in one statement (so a reader never
 * sees a contract without its sources); `from` marks a clone. An earlier verification is
 * replaced only by a stronger match (verification/matchRule.ts: a full match is final, a
 * partial one gives way to a full one), held here too so that two verifications finishing
 * at once cannot undo it. Resolves to whether the row was written.
 */
async function upsert(db: Queryable, hash: string, contract: NewSmartContract, from: string | null): Promise<boolean> {
  const params = new SqlParams();
  const record = { ...contract, address_hash: hash, verified_from_address_hash: from, sources: undefined };
  const recordParam = params.add(JSON.stringify(record));
  const sourcesParam = params.add(JSON.stringify(contract.sources.map((source) => ({ ...source, address_hash: hash }))));
  const rows = await db.query(`WITH upserted AS (
      INSERT INTO smart_contracts (address_hash, ${ COLUMNS.join(', ') }, verified_at)
      SELECT address_hash, ${ COLUMNS.join(', ') }, now() FROM json_populate_record(NULL::smart_contracts, ${ recordParam }::json)
      ON CONFLICT (address_hash) DO UPDATE SET ${ COLUMNS.map((column) => `${ column } = EXCLUDED.${ column }`).join(', ') }, verified_at = now()
      WHERE smart_contracts.match_type = 'partial' AND EXCLUDED.match_type = 'full'
      RETURNING address_hash),
    removed AS (
      DELETE FROM smart_contract_sources s USING upserted u WHERE s.address_hash = u.address_hash
        AND s.file_path NOT IN (SELECT file_path FROM json_populate_recordset(NULL::smart_contract_sources, ${ sourcesParam }::json)))
    INSERT INTO smart_contract_sources (address_hash, file_path, content)
    SELECT n.address_hash, n.file_path, n.content FROM json_populate_recordset(NULL::smart_contract_sources, ${ sourcesParam }::json) n
      JOIN upserted u ON u.address_hash = n.address_hash
    ON CONFLICT (address_hash, file_path) DO UPDATE SET content = EXCLUDED.content
    RETURNING address_hash`, params.values);
  return rows.length > 0;
}

/** Stores the verification of `hash` unless its current one is as strong; resolves to whether it was stored. */
export async function saveSmartContract(db: Queryable, hash: string, contract: NewSmartContract): Promise<boolean> {
  return upsert(db, hash, contract, null);
}

/**
 * Gives every other address with the same runtime code the same verification, as a
 * clone of `hash`, where it is stronger than the twin's own; returns the addresses. A
 * partial match goes nowhere once the code has a full one: the twins without a row of
 * their own show that one.
 */
export async function saveClones(db: Queryable, hash: string, code: string, contract: NewSmartContract,
  constructorArgsOf: (creationInput: string | null) => string | null): Promise<string[]> {
  const twins = await db.query<{ hash: string; creation_input: string | null }>(`SELECT a.hash,
      (SELECT i.input FROM internal_transactions i WHERE i.created_contract_address_hash = a.hash AND i.error IS NULL
        ORDER BY i.block_number DESC LIMIT 1) AS creation_input
    FROM addresses a WHERE md5(a.contract_code) = md5($1) AND a.contract_code = $1 AND a.hash <> $2
      AND NOT ($3 = 'partial' AND EXISTS (SELECT 1 FROM smart_contracts s JOIN addresses c ON c.hash = s.address_hash
        WHERE s.match_type = 'full' AND md5(c.contract_code) = md5($1) AND c.contract_code = $1))`, [ code, hash, contract.match_type ]);
  const saved: string[] = [];
  for (const twin of twins) {
    const clone = { ...contract, verification_method: 'clone', constructor_arguments: constructorArgsOf(twin.creation_input) };
    if (await upsert(db, twin.hash, clone, hash)) saved.push(twin.hash);
  }
  return saved;
}

const SELECT_CONTRACT = `SELECT sc.address_hash, sc.name, sc.language, sc.compiler_version, sc.evm_version, sc.optimization_enabled,
  sc.optimization_runs, sc.compiler_settings, sc.file_path, sc.abi, sc.constructor_arguments, sc.external_libraries, sc.license_type,
  sc.verification_method, sc.match_type, sc.verified_from_address_hash, sc.verified_at FROM smart_contracts sc`;

/** A verified contract with its files. */
export interface SmartContractWithSources {
  contract: SmartContractRow;
  sources: SourceRow[];
}

async function withSources(db: Queryable, contract: SmartContractRow | undefined): Promise<SmartContractWithSources | null> {
  if (!contract) return null;
  const sources = await db.query<SourceRow>('SELECT file_path, content FROM smart_contract_sources WHERE address_hash = $1 ORDER BY file_path',
    [ contract.address_hash ]);
  return { contract, sources };
}

/** The stored verification of `hash`, with its files. */
export async function findSmartContract(db: Queryable, hash: string): Promise<SmartContractWithSources | null> {
  const [ row ] = await db.query<SmartContractRow>(`${ SELECT_CONTRACT } WHERE sc.address_hash = $1`, [ hash ]);
  return withSources(db, row);
}

/**
 * Completes `SELECT … FROM smart_contracts sc`: the contracts verified on their own whose
 * runtime code equals the code of the `addresses` row `address` (an alias in scope), the
 * full matches first, then the newest: the twin an address without a verification shows.
 * One home for the rule, so the contract page and every embedded address agree.
 */
export function verifiedTwinOf(address: string): string {
  return `JOIN addresses b ON b.hash = sc.address_hash
    WHERE md5(b.contract_code) = md5(${ address }.contract_code) AND b.contract_code = ${ address }.contract_code
      AND ${ address }.contract_code <> '0x' AND b.hash <> ${ address }.hash AND sc.verification_method <> 'clone'
    ORDER BY sc.match_type = 'full' DESC, sc.verified_at DESC LIMIT 1`;
}

/** {@link verifiedTwinOf} the address `$1`. */
const VERIFIED_TWIN = `JOIN addresses a ON a.hash = $1 ${ verifiedTwinOf('a') }`;

/** The verified twin of `hash`: how an address deployed after the verification of its twin is found verified. */
export async function findVerifiedTwin(db: Queryable, hash: string): Promise<SmartContractWithSources | null> {
  const [ row ] = await db.query<SmartContractRow>(`${ SELECT_CONTRACT } ${ VERIFIED_TWIN }`, [ hash ]);
  return withSources(db, row);
}

/** The match `hash` shows: its own (or clone) verification's, else its verified twin's; null when it shows none. */
export async function findShownMatchType(db: Queryable, hash: string): Promise<SmartContractRow['match_type'] | null> {
  const [ row ] = await db.query<{ match_type: SmartContractRow['match_type'] | null }>(`SELECT COALESCE(
      (SELECT match_type FROM smart_contracts WHERE address_hash = $1),
      (SELECT sc.match_type FROM smart_contracts sc ${ VERIFIED_TWIN })) AS match_type`, [ hash ]);
  return row?.match_type ?? null;
}

/** The address facts the contract page shows beside the verification. */
export interface ContractAddressRow {
  contract_code: string | null;
  creation_input: string | null;
  creation_succeeded: boolean | null;
}

export async function findContractAddress(db: Queryable, hash: string): Promise<ContractAddressRow | null> {
  const code = await findChainCode(db, hash);
  if (!code) return null;
  const [ row ] = await db.query<{ creation_succeeded: boolean | null }>('SELECT creation_succeeded FROM addresses WHERE hash = $1', [ hash ]);
  return { contract_code: code.contractCode, creation_input: code.creationInput, creation_succeeded: row?.creation_succeeded ?? null };
}

/** Languages the list filters on. */
export const SMART_CONTRACT_LANGUAGES = [ 'solidity', 'vyper', 'yul', 'geas' ] as const;

/** Order of the list: newest verification first, or by balance or transactions. */
export type SmartContractSort = { by: 'verified_at' } | { by: 'balance' | 'transactions_count'; order: 'asc' | 'desc' };

/** Where the list continues: after the contract with these keys. */
export interface SmartContractCursor {
  hash: string;
  verifiedAt?: string;
  coinBalance?: string;
  transactionsCount?: number;
}

export interface SmartContractListRow {
  address_hash: string;
  name: string;
  compiler_version: string;
  language: string;
  license_type: string | null;
  optimization_enabled: boolean;
  has_constructor_args: boolean;
  verified_at: Date;
  /** Microseconds as text: a Date would round the cursor to milliseconds. */
  verified_at_key: string;
  coin_balance: string;
  transactions_count: number;
}

/** `q` as a LIKE pattern that matches the text anywhere, wildcards in it taken literally. */
function containsPattern(text: string): string {
  return `%${ text.replace(/[\\%_]/g, (char) => `\\${ char }`) }%`;
}

/**
 * One page of verified contracts. The default order walks `smart_contracts_verified_at`
 * (or `smart_contracts_language` under a filter); balance and transaction orders sort the
 * verified contracts, which are few next to the chain's rows.
 */
export async function listSmartContracts(db: Queryable, options: { q?: string; language?: string; sort: SmartContractSort;
  after?: SmartContractCursor; limit: number; }): Promise<SmartContractListRow[]> {
  const params = new SqlParams();
  const conditions: string[] = [];
  if (options.language) conditions.push(`l.language = ${ params.add(options.language) }`);
  if (options.q !== undefined) {
    const address = ADDRESS_HASH_PATTERN.test(options.q) ? ` OR l.address_hash = ${ params.add(options.q.toLowerCase()) }` : '';
    conditions.push(`(l.name ILIKE ${ params.add(containsPattern(options.q)) }${ address })`);
  }
  let order: string;
  const after = options.after;
  if (options.sort.by === 'verified_at') {
    order = 'l.verified_at DESC, l.address_hash DESC';
    if (after?.verifiedAt !== undefined) conditions.push(`(l.verified_at, l.address_hash) < (${ params.add(after.verifiedAt) }::timestamptz, ${ params.add(after.hash) })`);
  } else {
    const column = options.sort.by === 'balance' ? 'l.coin_balance' : 'l.transactions_count';
    const direction = options.sort.order === 'asc' ? 'ASC' : 'DESC';
    const comparison = options.sort.order === 'asc' ? '>' : '<';
    order = `${ column } ${ direction }, l.address_hash ${ direction }`;
    const key = options.sort.by === 'balance' ? after?.coinBalance : after?.transactionsCount;
    if (after && key !== undefined) {
      const cast = options.sort.by === 'balance' ? '::numeric' : '::bigint';
      conditions.push(`(${ column }, l.address_hash) ${ comparison } (${ params.add(String(key)) }${ cast }, ${ params.add(after.hash) })`);
    }
  }
  // Counting transactions is needed only to sort by them; the page's own counts come after the LIMIT.
  const countInList = options.sort.by === 'transactions_count';
  const countSql = (alias: string) => `(SELECT count(*) FROM transactions t WHERE t.to_address_hash = ${ alias }.address_hash AND t.block_number IS NOT NULL)::int`;
  return db.query<SmartContractListRow>(`SELECT l.*, ${ countInList ? 'l.transactions_count' : countSql('l') } AS transactions_count
    FROM (SELECT sc.address_hash, sc.name, sc.compiler_version, sc.language, sc.license_type, sc.optimization_enabled,
        sc.constructor_arguments IS NOT NULL AND sc.constructor_arguments <> '' AS has_constructor_args, sc.verified_at,
        to_char(sc.verified_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') AS verified_at_key,
        COALESCE(a.fetched_coin_balance, 0) AS coin_balance
        ${ countInList ? `, ${ countSql('sc') } AS transactions_count` : '' }
      FROM smart_contracts sc LEFT JOIN addresses a ON a.hash = sc.address_hash) l
    ${ where(conditions) } ORDER BY ${ order } LIMIT ${ params.add(options.limit) }`, params.values);
}

/** The four counters of `/smart-contracts/counters`; new contracts by the time of the blocks that created them. */
export async function countSmartContracts(db: Queryable): Promise<{ contracts: number; new_contracts: number; verified: number; new_verified: number }> {
  const newContracts = await countContractsCreatedSince(db, new Date(Date.now() - DAY_MS));
  const [ row ] = await db.query<{ contracts: number; verified: number; new_verified: number }>(`SELECT
      (SELECT count(*) FROM addresses WHERE contract_code IS NOT NULL AND contract_code <> '0x') AS contracts,
      (SELECT count(*) FROM smart_contracts) AS verified,
      (SELECT count(*) FROM smart_contracts WHERE verified_at > now() - interval '24 hours') AS new_verified`);
  return { contracts: Number(row.contracts), new_contracts: newContracts, verified: Number(row.verified), new_verified: Number(row.new_verified) };
}

/** A verified contract with the text of its main file (GraphQL's contract fields). */
export type SmartContractSummaryRow = Pick<SmartContractRow, 'address_hash' | 'name' | 'language' | 'compiler_version' | 'evm_version' |
  'optimization_enabled' | 'optimization_runs' | 'compiler_settings' | 'file_path' | 'abi' | 'constructor_arguments' |
  'external_libraries' | 'verification_method' | 'match_type'> & {
  source_code: string | null;
  /** Set when the contract is verified through a twin: this verified contract with the same runtime code. */
  twin_of: string | null;
};

const SMART_CONTRACT_COLUMNS = `sc.name, sc.language, sc.compiler_version, sc.evm_version, sc.optimization_enabled, sc.optimization_runs,
  sc.compiler_settings, sc.file_path, sc.abi, sc.constructor_arguments, sc.external_libraries, sc.verification_method, sc.match_type,
  src.content AS source_code`;
const MAIN_SOURCE = 'LEFT JOIN smart_contract_sources src ON src.address_hash = sc.address_hash AND src.file_path = sc.file_path';

/**
 * The verified contracts of `hashes`: their own verification, else (as the contract page)
 * the newest contract verified on its own with the same runtime code, its twin.
 */
export async function loadSmartContracts(db: Queryable, hashes: string[]): Promise<Map<string, SmartContractSummaryRow>> {
  const own = await loadByKeys(db, hashes, (list) => `SELECT sc.address_hash, NULL AS twin_of, ${ SMART_CONTRACT_COLUMNS }
    FROM smart_contracts sc ${ MAIN_SOURCE } WHERE sc.address_hash IN ${ list }`, (row: SmartContractSummaryRow) => row.address_hash);
  const unverified = hashes.filter((hash) => !own.has(hash));
  // Same join as the contract page's (md5 index on the code, then the code itself).
  const twins = await loadByKeys(db, unverified, (list) => `SELECT DISTINCT ON (a.hash) a.hash AS address_hash, sc.address_hash AS twin_of,
      ${ SMART_CONTRACT_COLUMNS }
    FROM addresses a
    JOIN addresses b ON md5(b.contract_code) = md5(a.contract_code) AND b.contract_code = a.contract_code AND b.hash <> a.hash
    JOIN smart_contracts sc ON sc.address_hash = b.hash AND sc.verification_method <> 'clone'
    ${ MAIN_SOURCE }
    WHERE a.hash IN ${ list } AND a.contract_code IS NOT NULL AND a.contract_code <> '0x'
    ORDER BY a.hash, sc.verified_at DESC`, (row: SmartContractSummaryRow) => row.address_hash);
  return new Map([ ...own, ...twins ]);
}

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
