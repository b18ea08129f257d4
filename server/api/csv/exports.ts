/**
 * The rows of each export, Etherscan's columns as Blockscout names them. Each export walks
 * the same keyset list the API pages through (so a file equals the API's list for the same
 * blocks), in batches, from the period's last block down to its first, and stops at the
 * row limit: no OFFSET, no more than one batch in memory.
 */
import type { Queryable } from '../../db';
import { decodeMethodName, type ContractAbis } from '../decoding';
import { loadContractAbis } from '../presenters/contractAbis';
import { listAddressMinedTransactions } from '../../db/queries/addressTransactions';
import { findTransactionOutcomes, type TransactionOutcome, type TransactionRow } from '../../db/queries/transactions';
import { listAddressInternalTransactions, type InternalTransactionRow } from '../../db/queries/internalTransactions';
import { listAddressLogs, type LogRow } from '../../db/queries/logs';
import { listTokenHolders, type HolderRow } from '../../db/queries/tokenBalances';
import { listAddressTokenTransfers, listTokenTokenTransfers, type TokenTransferRow } from '../../db/queries/tokenTransfers';
import { checksumAddress } from '../../common/checksumAddress';
import { scaleDecimal, textCell, unixSeconds, type Cell } from './csv';
import type { ExportFilter } from './params';

/** Rows per query: large enough to amortise a round trip, small enough to stay flat in memory. */
export const BATCH_SIZE = 1_000;

export interface ExportScope {
  address: string;
  /** Consensus heights of the period, both included. */
  range: { first: number; last: number };
  filter: ExportFilter;
  limit: number;
}

export interface Export {
  header: readonly string[];
  batches: AsyncIterable<ReadonlyArray<readonly Cell[]>>;
}

type Rows = ReadonlyArray<readonly Cell[]>;

/**
 * Pages `page(last)` until a row falls below the period's first block or `limit` rows
 * were given; `page(undefined)` starts just above the period's last block.
 */
async function* walkRange<R>(page: (last: R | undefined) => Promise<R[]>, heightOf: (row: R) => number,
  first: number, limit: number): AsyncGenerator<R[]> {
  let last: R | undefined;
  let given = 0;
  while (given < limit) {
    const rows = await page(last);
    const inRange = rows.filter((row) => heightOf(row) >= first).slice(0, limit - given);
    if (inRange.length > 0) yield inRange;
    given += inRange.length;
    if (rows.length < BATCH_SIZE || inRange.length < rows.length) return;
    last = rows[rows.length - 1];
  }
}

async function* mapBatches<R>(source: AsyncIterable<R[]>, toRows: (batch: R[]) => Promise<Rows> | Rows): AsyncGenerator<Rows> {
  for await (const batch of source) yield await toRows(batch);
}

const checksum = (hash: string | null | undefined) => (hash ? checksumAddress(hash) : '');
const statusText = (status: number | null | undefined) => (status === 1 ? 'ok' : status === 0 ? 'error' : '');
const product = (a: string | null | undefined, b: string | null | undefined) => (a != null && b != null ? (BigInt(a) * BigInt(b)).toString() : '');
/** IN or OUT as seen from the exported address (OUT for a transfer to itself, as Blockscout). */
const side = (address: string, from: string, to: string | null) => (from === address ? 'OUT' : to === address ? 'IN' : '');

/**
 * MethodName: the called method's name (with the called contract's verified ABIs first),
 * else the selector; none for a contract creation, whose input is bytecode.
 */
function methodNameCell(row: TransactionRow, abis: ContractAbis): string {
  if (row.to_address_hash === null || row.method_id === null) return '';
  return textCell(decodeMethodName(row.input, { abis: abis.get(row.to_address_hash) }) ?? row.method_id);
}

export const TRANSACTION_HEADER = [ 'TxHash', 'BlockNumber', 'UnixTimestamp', 'FromAddress', 'ToAddress', 'ContractAddress', 'Type', 'Value',
  'Fee', 'Status', 'ErrCode', 'CurrentPrice', 'TxDateOpeningPrice', 'TxDateClosingPrice', 'MethodName' ] as const;

export function exportTransactions(db: Queryable, scope: ExportScope): Export {
  const start = { blockNumber: scope.range.last + 1, index: -1 };
  const batches = walkRange<TransactionRow>((last) => listAddressMinedTransactions(db, scope.address, {
    direction: scope.filter.direction, sort: { field: 'block_number', order: 'desc' }, limit: BATCH_SIZE,
    after: last ? { blockNumber: Number(last.block_number), index: Number(last.index) } : start,
  }), (row) => Number(row.block_number), scope.range.first, scope.limit);
  return {
    header: TRANSACTION_HEADER,
    // No price source: the three price columns stay empty.
    batches: mapBatches(batches, async(rows) => {
      const abis = await loadContractAbis(db, rows.map((row) => row.to_address_hash));
      return rows.map((row) => [ row.hash, Number(row.block_number), unixSeconds(row.block_timestamp),
        checksum(row.from_address_hash), checksum(row.to_address_hash), checksum(row.created_contract_address_hash),
        side(scope.address, row.from_address_hash, row.to_address_hash ?? row.created_contract_address_hash), row.value,
        product(row.gas_used, row.gas_price), statusText(row.status), textCell(row.error), '', '', '', methodNameCell(row, abis) ]);
    }),
  };
}

export const INTERNAL_TRANSACTION_HEADER = [ 'TxHash', 'Index', 'BlockNumber', 'BlockHash', 'TxIndex', 'UnixTimestamp', 'FromAddress',
  'ToAddress', 'ContractAddress', 'Type', 'CallType', 'Gas', 'GasUsed', 'Value', 'Input', 'Output', 'ErrCode', 'Fee' ] as const;

export function exportInternalTransactions(db: Queryable, scope: ExportScope): Export {
  const start = { blockNumber: scope.range.last + 1, transactionIndex: -1, index: -1 };
  const batches = walkRange<InternalTransactionRow>((last) => listAddressInternalTransactions(db, scope.address, {
    direction: scope.filter.direction, limit: BATCH_SIZE,
    before: last ? { blockNumber: Number(last.block_number), transactionIndex: last.transaction_index, index: last.index } : start,
  }), (row) => Number(row.block_number), scope.range.first, scope.limit);
  return {
    header: INTERNAL_TRANSACTION_HEADER,
    batches: mapBatches(batches, async(rows) => {
      const outcomes = await findTransactionOutcomes(db, rows.map((row) => row.transaction_hash));
      return rows.map((row) => [ row.transaction_hash, row.index, Number(row.block_number), row.block_hash, row.transaction_index,
        unixSeconds(row.block_timestamp), checksum(row.from_address_hash), checksum(row.to_address_hash),
        checksum(row.created_contract_address_hash), row.type, row.call_type ?? '', row.gas ?? '', row.gas_used ?? '', row.value,
        row.input ?? '', row.output ?? '', textCell(row.error), product(outcomes.get(row.transaction_hash)?.gas_price, row.gas_used) ]);
    }),
  };
}

export const TOKEN_TRANSFER_HEADER = [ 'TxHash', 'BlockNumber', 'UnixTimestamp', 'FromAddress', 'ToAddress', 'TokenContractAddress', 'Type',
  'TokenDecimals', 'TokenSymbol', 'TokensTransferred', 'TokenID', 'TransactionFee', 'Status', 'ErrCode' ] as const;

function transferRows(scope: ExportScope, rows: TokenTransferRow[], outcomes: Map<string, TransactionOutcome>): Rows {
  return rows.map((row) => {
    const outcome = outcomes.get(row.transaction_hash);
    return [ row.transaction_hash, Number(row.block_number), unixSeconds(row.block_timestamp), checksum(row.from_address_hash),
      checksum(row.to_address_hash), checksum(row.token_contract_address_hash), side(scope.address, row.from_address_hash, row.to_address_hash),
      row.token_decimals ?? '', textCell(row.token_symbol), row.amount ?? '', row.token_id ?? '',
      product(outcome?.gas_used, outcome?.gas_price), statusText(outcome?.status), textCell(outcome?.error) ];
  });
}

/** An address's transfers, or, for a token contract, the token's (Blockscout includes the contract's transfers). */
export function exportTokenTransfers(db: Queryable, scope: ExportScope, options: { ofToken: boolean }): Export {
  const start = { blockNumber: scope.range.last + 1, logIndex: -1, batchIndex: -1 };
  const batches = walkRange<TokenTransferRow>((last) => {
    const before = last ? { blockNumber: Number(last.block_number), logIndex: last.log_index, batchIndex: last.batch_index } : start;
    return options.ofToken ? listTokenTokenTransfers(db, scope.address, { before, limit: BATCH_SIZE }) :
      listAddressTokenTransfers(db, scope.address, { direction: scope.filter.direction, before, limit: BATCH_SIZE });
  }, (row) => Number(row.block_number), scope.range.first, scope.limit);
  return {
    header: TOKEN_TRANSFER_HEADER,
    batches: mapBatches(batches, async(rows) => transferRows(scope, rows, await findTransactionOutcomes(db, rows.map((row) => row.transaction_hash)))),
  };
}

export const LOG_HEADER = [ 'TxHash', 'Index', 'BlockNumber', 'BlockHash', 'UnixTimestamp', 'ContractAddress', 'Data',
  'FirstTopic', 'SecondTopic', 'ThirdTopic', 'FourthTopic' ] as const;

export function exportLogs(db: Queryable, scope: ExportScope): Export {
  const start = { blockNumber: scope.range.last + 1, index: -1 };
  const batches = walkRange<LogRow>((last) => listAddressLogs(db, scope.address, {
    topic: scope.filter.topic, limit: BATCH_SIZE, before: last ? { blockNumber: Number(last.block_number), index: last.index } : start,
  }), (row) => Number(row.block_number), scope.range.first, scope.limit);
  return {
    header: LOG_HEADER,
    batches: mapBatches(batches, (rows) => rows.map((row) => [ row.transaction_hash, row.index, Number(row.block_number), row.block_hash,
      unixSeconds(row.block_timestamp), checksum(row.address_hash), row.data, row.first_topic ?? '', row.second_topic ?? '',
      row.third_topic ?? '', row.fourth_topic ?? '' ])),
  };
}

export const HOLDER_HEADER = [ 'HolderAddress', 'Balance', 'TokenID' ] as const;

/** A token's holders, largest balance first, in the token's units (no period). */
export function exportHolders(db: Queryable, token: string, decimals: number, limit: number): Export {
  async function* batches(): AsyncGenerator<Rows> {
    let last: HolderRow | undefined;
    let given = 0;
    while (given < limit) {
      const rows = await listTokenHolders(db, token, { limit: BATCH_SIZE,
        before: last ? { value: last.value, address: last.address_hash, tokenId: last.token_id ?? '-1' } : undefined });
      const taken = rows.slice(0, limit - given);
      if (taken.length > 0) yield taken.map((row) => [ checksum(row.address_hash), scaleDecimal(row.value, decimals), row.token_id ?? '' ]);
      given += taken.length;
      if (rows.length < BATCH_SIZE) return;
      last = rows[rows.length - 1];
    }
  }
  return { header: HOLDER_HEADER, batches: batches() };
}
