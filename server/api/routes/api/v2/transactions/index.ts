/**
 * `/api/v2/transactions`: validated and pending lists, and one transaction.
 */

import { FILTERABLE_TRANSACTION_TYPES, type Transaction, type TransactionsResponseValidated, type TransactionsResponsePending } from '../../../../../../types/api/transaction';
import { NotFoundError } from '../../../../../http/errors';
import { paginate } from '../../../../../http/pagination';
import {
  cursorHash, cursorInt, cursorTimestamp, parseAllowedList, parseCommaList, parseEnum, parseFullHash, type Query,
} from '../../../../../http/params';
import { rollupFieldsOfTransaction } from '../../../../presenters/optimism';
import { presentTransactionDetail, presentTransactions } from '../../../../presenters/transactions';
import {
  findTransaction, listPendingTransactions, listValidatedTransactions, type TransactionFilters,
} from '../../../../../db/queries/transactions';
import type { RoutePlugin } from '../../../../routeServices';

const SELECTOR = /^0x[0-9a-fA-F]{8}$/;
/** Method names Blockscout's filter accepts besides selectors. */
const METHOD_NAMES: Record<string, string> = {
  approve: '0x095ea7b3', transfer: '0xa9059cbb', multicall: '0x5ae401dc', mint: '0x40c10f19', commit: '0xf14fcbc8',
};

/** A 4-byte selector in any case, or a known method name → lower-case selector. */
export function normaliseMethod(item: string): string | null {
  if (SELECTOR.test(item)) return item.toLowerCase();
  return METHOD_NAMES[item] ?? null;
}

function readFilters(query: Query): TransactionFilters {
  return {
    types: parseAllowedList(query, 'type', FILTERABLE_TRANSACTION_TYPES),
    methods: parseCommaList(query, 'method', normaliseMethod, '4-byte selectors such as 0xa9059cbb'),
  };
}

/** Transaction routes; mounted at `/api/v2/transactions`. */
const transactionRoutes: RoutePlugin = async(app, { services: { rollup } }) => {
  async function validated(query: Query, filters: TransactionFilters): Promise<TransactionsResponseValidated> {
    const blockNumber = cursorInt(query, 'block_number');
    const index = cursorInt(query, 'index');
    // A cursor needs both keys; with one missing the first page is served.
    const before = blockNumber !== undefined && index !== undefined ? { blockNumber, index } : undefined;
    const page = await paginate((limit) => listValidatedTransactions(app.db, { ...filters, before, limit }),
      (row) => ({ block_number: row.block_number ?? 0, index: row.index ?? 0 }), query);
    return { items: await presentTransactions(app.db, page.rows), next_page_params: page.nextPageParams };
  }

  async function pending(query: Query, filters: TransactionFilters): Promise<TransactionsResponsePending> {
    const insertedAt = cursorTimestamp(query, 'inserted_at');
    const hash = cursorHash(query, 'hash');
    const before = insertedAt !== undefined && hash !== undefined ? { insertedAt, hash } : undefined;
    const page = await paginate((limit) => listPendingTransactions(app.db, { ...filters, before, limit }),
      (row) => ({ inserted_at: row.inserted_at_cursor, hash: row.hash }), query);
    return { items: await presentTransactions(app.db, page.rows), next_page_params: page.nextPageParams };
  }

  app.get<{ Querystring: Query }>('/', async(request) => {
    const filter = parseEnum(request.query, 'filter', [ 'validated', 'pending' ] as const, 'validated');
    const filters = readFilters(request.query);
    return filter === 'pending' ? pending(request.query, filters) : validated(request.query, filters);
  });

  app.get<{ Params: { hash: string } }>('/:hash', async(request): Promise<Transaction> => {
    const row = await findTransaction(app.db, parseFullHash(request.params.hash, 'transaction_hash_param'));
    if (!row) throw new NotFoundError();
    const transaction = await presentTransactionDetail(app.db, row);
    return rollup ? { ...transaction, ...await rollupFieldsOfTransaction(app.db, rollup, row.hash) } : transaction;
  });
};

export default transactionRoutes;
