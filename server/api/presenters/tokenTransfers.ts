/**
 * Pages of TokenTransfer objects: the keyset cursor (GUIDE §1.3, with the ERC-1155
 * batch keys) and the addresses every page embeds, loaded in one query.
 */
import type { Queryable } from '../../db';
import type { TokenTransfer, TokenTransferPagingParams } from '../../../types/api/tokenTransfer';
import { paginate } from '../../http/pagination';
import { cursorHash, cursorInt, type Query } from '../../http/params';
import { decodeInput } from '../decoding';
import { loadAddressInfo, loadTokenTypes } from '../../db/queries/addresses';
import type { TokenTransferRow, TransferCursor } from '../../db/queries/tokenTransfers';
import { serializeAddress } from '../../serializers/address';
import { serializeTokenTransfer } from '../serializers/tokenTransfer';
import { tokenTransferMethod } from '../serializers/transaction';
import { loadContractAbis } from './contractAbis';

/** A page of transfers as every token-transfer list answers it. */
export interface TokenTransferPage {
  items: TokenTransfer[];
  next_page_params: (TokenTransferPagingParams & { items_count: number }) | null;
}

/**
 * The method of each transfer's transaction, decoded as the transaction lists decode it
 * (`transfer`, `mint`, …, with the called contract's verified ABIs first), once per
 * transaction of the page.
 */
async function transferMethods(db: Queryable, rows: TokenTransferRow[]): Promise<Map<string, string | null>> {
  const called = rows.flatMap((row) => row.transaction_to_address_hash ?? []);
  const [ tokenTypes, abis ] = await Promise.all([ loadTokenTypes(db, called), loadContractAbis(db, called) ]);
  const methods = new Map<string, string | null>();
  for (const row of rows) {
    if (methods.has(row.transaction_hash)) continue;
    const to = row.transaction_to_address_hash ?? null;
    const decoded = to !== null && row.transaction_input && row.transaction_method_id ?
      decodeInput(row.transaction_input, { tokenType: tokenTypes.get(to), abis: abis.get(to) }) : null;
    methods.set(row.transaction_hash, tokenTransferMethod(to, row.transaction_method_id ?? null, decoded));
  }
  return methods;
}

/** Serializes transfers, each with its own transaction's method. */
export async function presentTokenTransfers(db: Queryable, rows: TokenTransferRow[]): Promise<TokenTransfer[]> {
  const [ infos, methods ] = await Promise.all([
    loadAddressInfo(db, rows.flatMap((row) => [ row.from_address_hash, row.to_address_hash ])),
    transferMethods(db, rows),
  ]);
  const address = (hash: string) => serializeAddress(hash, infos.get(hash));
  return rows.map((row) => serializeTokenTransfer(row, { address, method: methods.get(row.transaction_hash) ?? null }));
}

/**
 * The cursor after `row`: `block_number` and `index` (the log index), plus, inside an
 * ERC-1155 batch, Blockscout's batch keys with `index_in_batch` (our `batch_index`).
 */
export function transferCursorOf(row: TokenTransferRow): TokenTransferPagingParams {
  const cursor: TokenTransferPagingParams = { block_number: row.block_number, index: row.log_index };
  if (row.is_batch) {
    Object.assign(cursor, { batch_log_index: row.log_index, batch_block_hash: row.block_hash,
      batch_transaction_hash: row.transaction_hash, index_in_batch: row.batch_index });
  }
  return cursor;
}

/**
 * The cursor a client sent back, or undefined for the first page. `block_number` and
 * `index` are needed together; `index_in_batch` (default 0) continues inside a batch.
 * The other batch keys are checked for form only: our key already says where the batch is.
 */
export function readTransferCursor(query: Query): TransferCursor | undefined {
  const blockNumber = cursorInt(query, 'block_number');
  const logIndex = cursorInt(query, 'index');
  const batchIndex = cursorInt(query, 'index_in_batch') ?? 0;
  cursorInt(query, 'batch_log_index');
  cursorHash(query, 'batch_block_hash');
  cursorHash(query, 'batch_transaction_hash');
  return blockNumber !== undefined && logIndex !== undefined ? { blockNumber, logIndex, batchIndex } : undefined;
}

/** Reads the cursor, fetches one page with `fetch` and presents it. */
export async function tokenTransferPage(db: Queryable, query: Query,
  fetch: (cursor: TransferCursor | undefined, limit: number) => Promise<TokenTransferRow[]>): Promise<TokenTransferPage> {
  const cursor = readTransferCursor(query);
  const page = await paginate((limit) => fetch(cursor, limit), transferCursorOf, query);
  return { items: await presentTokenTransfers(db, page.rows), next_page_params: page.nextPageParams };
}
