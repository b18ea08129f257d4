/**
 * `/api/v2/addresses`: the top-accounts list, one address, its counters and its activity tabs.
 * Any well-formed address is answered: one the chain never saw has a zero balance and
 * empty lists (GUIDE §3), only a malformed one is refused (422).
 */

import type {
  AddressBlocksValidatedResponse, AddressCoinBalanceHistoryByDayResponse, AddressCoinBalanceHistoryResponse, AddressCounters,
  AddressDetail, AddressesResponse, AddressInternalTxsResponse, AddressLogsResponse, AddressTabsCounters, AddressTransactionsResponse,
  AddressWithdrawalsResponse,
} from '../../../../../../types/api/address';
import { InvalidParamError } from '../../../../../http/errors';
import { paginate } from '../../../../../http/pagination';
import {
  cursorAddressHash, cursorDecimal, cursorHash, cursorInt, cursorTimestamp, parseAddressHash, parseEnum, queryValue, type Query,
} from '../../../../../http/params';
import { createCoinSupply } from '../../../../presenters/coinSupply';
import { presentAddressDetail, presentCoinBalances, presentTopAddresses } from '../../../../presenters/addressPages';
import { presentBlocks } from '../../../../presenters/blocks';
import { presentInternalTransactions } from '../../../../presenters/internalTransactions';
import { presentLogs } from '../../../../presenters/logs';
import { presentTransactions } from '../../../../presenters/transactions';
import { presentWithdrawals } from '../../../../presenters/withdrawals';
import { countAddressActivity, countAddressTabs, listTopAddresses, loadAddressInfo } from '../../../../../db/queries/addresses';
import { listValidatedBlocks } from '../../../../../db/queries/blocks';
import { listCoinBalances, listDailyBalances } from '../../../../../db/queries/coinBalances';
import {
  listAddressMinedTransactions, listAddressPendingTransactions, pendingThenMined, type MinedCursor,
} from '../../../../../db/queries/addressTransactions';
import { listAddressInternalTransactions } from '../../../../../db/queries/internalTransactions';
import { listAddressLogs } from '../../../../../db/queries/logs';
import type { TransactionRow } from '../../../../../db/queries/transactions';
import { listWithdrawals } from '../../../../../db/queries/withdrawals';
import { serializeDailyBalances } from '../../../../serializers/addressPage';
import { framePosition } from '../internal-transactions';
import type { RoutePlugin } from '../../../../routeServices';

/** Days the balance chart covers unless `days` says otherwise (Blockscout's default). */
const BALANCE_CHART_DAYS = 10;
const MAX_BALANCE_CHART_DAYS = 3650;
const TOPIC = /^(0x)?[0-9a-fA-F]{64}$/;

type AddressParams = { Params: { hash: string }; Querystring: Query };

/** The address transactions cursor without `items_count`: mined, or pending while the page ends among pending. */
type AddressTxsCursor = { block_number: number; index: number; value?: string; fee?: string } | { inserted_at: string; hash: string };

const SORT_FIELDS = [ 'block_number', 'value', 'fee' ] as const;
type SortField = typeof SORT_FIELDS[number];

/** The mined-list cursor: height and index, plus the value or fee when sorted by it. */
function minedCursor(query: Query, field: SortField): MinedCursor | undefined {
  const blockNumber = cursorInt(query, 'block_number');
  const index = cursorInt(query, 'index');
  const key = field === 'block_number' ? undefined : cursorDecimal(query, field);
  if (blockNumber === undefined || index === undefined || (field !== 'block_number' && key === undefined)) return undefined;
  return { blockNumber, index, key };
}

/** The sort key a cursor carries besides height and index; the fee as the fee index computes it. */
function sortKeyOf(row: TransactionRow, field: SortField): { value?: string; fee?: string } {
  if (field === 'value') return { value: row.value };
  if (field === 'fee') return { fee: (BigInt(row.gas_used ?? 0) * BigInt(row.gas_price ?? 0)).toString() };
  return {};
}

/** `filter=to|from`, or undefined for both. */
function readDirection(query: Query): 'to' | 'from' | undefined {
  return queryValue(query, 'filter') === undefined ? undefined : parseEnum(query, 'filter', [ 'to', 'from' ] as const, 'to');
}

/** A log topic: 32 bytes of hex, with or without `0x` (Blockscout adds it) → lower-case `0x…`. */
function readTopic(query: Query): string | undefined {
  const value = queryValue(query, 'topic');
  if (value === undefined) return undefined;
  if (!TOPIC.test(value.trim())) throw new InvalidParamError('topic', 'expected 32 bytes of hex');
  return `0x${ value.trim().replace(/^0x/, '').toLowerCase() }`;
}

function readDays(query: Query): number {
  const days = cursorInt(query, 'days') ?? BALANCE_CHART_DAYS;
  if (days < 1 || days > MAX_BALANCE_CHART_DAYS) throw new InvalidParamError('days', `expected 1 to ${ MAX_BALANCE_CHART_DAYS }`);
  return days;
}

/** Address routes; mounted at `/api/v2/addresses`. */
const addressRoutes: RoutePlugin = async(app, options) => {
  const address = (hash: string) => parseAddressHash(hash, 'address_hash_param');
  const coinSupply = createCoinSupply(app.db, app.log);

  // Richest first along `addresses_top`. Sorting by transaction count would need a
  // stored count per address, which the database does not keep: refused.
  app.get<{ Querystring: Query }>('/', async(request): Promise<AddressesResponse> => {
    const { query } = request;
    if (parseEnum(query, 'sort', [ 'balance', 'transactions_count' ] as const, 'balance') !== 'balance') {
      throw new InvalidParamError('sort', 'only balance is supported');
    }
    const order = parseEnum(query, 'order', [ 'asc', 'desc' ] as const, 'desc');
    const balance = cursorDecimal(query, 'fetched_coin_balance');
    const hash = cursorAddressHash(query, 'hash');
    const after = balance !== undefined && hash !== undefined ? { balance, hash } : undefined;
    const page = await paginate((limit) => listTopAddresses(app.db, { order, after, limit }),
      (row) => ({ fetched_coin_balance: row.fetched_coin_balance, hash: row.hash }), query);
    // No market data on our chain: no exchange rate; the supply is what the known balances add up to.
    return { items: await presentTopAddresses(app.db, page.rows), next_page_params: page.nextPageParams, exchange_rate: null,
      total_supply: await coinSupply.get() };
  });

  app.get<AddressParams>('/:hash', async(request): Promise<AddressDetail> => {
    const hash = address(request.params.hash);
    // A contract the indexer has not reached yet is still shown as one (its code from the node).
    await options.services.contractCode.ensure(hash);
    return presentAddressDetail(app.db, hash);
  });

  // Gas usage: a contract's is the gas of the transactions sent to it (or, if none, by it),
  // anyone else's the gas of the transactions it sent (Blockscout's rule).
  app.get<AddressParams>('/:hash/counters', async(request): Promise<AddressCounters> => {
    const hash = address(request.params.hash);
    const [ counts, infos ] = await Promise.all([ countAddressActivity(app.db, hash), loadAddressInfo(app.db, [ hash ]) ]);
    const received = BigInt(counts.gas_used_received);
    const gas = infos.get(hash)?.isContract && received > 0n ? counts.gas_used_received : counts.gas_used_sent;
    return {
      transactions_count: String(counts.transactions_count),
      token_transfers_count: String(counts.token_transfers_count),
      gas_usage_count: gas,
      validations_count: String(counts.validations_count),
    };
  });

  app.get<AddressParams>('/:hash/tabs-counters', async(request): Promise<AddressTabsCounters> =>
    countAddressTabs(app.db, address(request.params.hash)));

  app.get<AddressParams>('/:hash/internal-transactions', async(request): Promise<AddressInternalTxsResponse> => {
    const { query } = request;
    const direction = readDirection(query);
    const before = framePosition(query);
    const hash = address(request.params.hash);
    const page = await paginate((limit) => listAddressInternalTransactions(app.db, hash, { direction, before, limit }),
      (row) => ({ block_number: row.block_number, transaction_index: row.transaction_index, index: row.index }), query);
    return { items: await presentInternalTransactions(app.db, page.rows), next_page_params: page.nextPageParams };
  });

  app.get<AddressParams>('/:hash/logs', async(request): Promise<AddressLogsResponse> => {
    const { query } = request;
    const topic = readTopic(query);
    const blockNumber = cursorInt(query, 'block_number');
    const index = cursorInt(query, 'index');
    const before = blockNumber !== undefined && index !== undefined ? { blockNumber, index } : undefined;
    const hash = address(request.params.hash);
    const page = await paginate((limit) => listAddressLogs(app.db, hash, { topic, before, limit }),
      (row) => ({ block_number: row.block_number, index: row.index }), query);
    return { items: await presentLogs(app.db, page.rows), next_page_params: page.nextPageParams };
  });

  app.get<AddressParams>('/:hash/blocks-validated', async(request): Promise<AddressBlocksValidatedResponse> => {
    const { query } = request;
    const beforeNumber = cursorInt(query, 'block_number');
    const hash = address(request.params.hash);
    const page = await paginate((limit) => listValidatedBlocks(app.db, hash, { beforeNumber, limit }),
      (row) => ({ block_number: row.number }), query);
    return { items: await presentBlocks(app.db, page.rows, { detail: false }), next_page_params: page.nextPageParams };
  });

  app.get<AddressParams>('/:hash/coin-balance-history', async(request): Promise<AddressCoinBalanceHistoryResponse> => {
    const { query } = request;
    const beforeBlock = cursorInt(query, 'block_number');
    const hash = address(request.params.hash);
    const page = await paginate((limit) => listCoinBalances(app.db, hash, { beforeBlock, limit }),
      (row) => ({ block_number: row.block_number }), query);
    return { items: await presentCoinBalances(app.db, hash, page.rows), next_page_params: page.nextPageParams };
  });

  app.get<AddressParams>('/:hash/coin-balance-history-by-day', async(request): Promise<AddressCoinBalanceHistoryByDayResponse> => {
    const days = readDays(request.query);
    const { days: rows, latest } = await listDailyBalances(app.db, address(request.params.hash), days);
    return serializeDailyBalances(rows, latest, days, new Date().toISOString().slice(0, 10));
  });

  // The address is the receiver of all of them, so `receiver` is left out.
  app.get<AddressParams>('/:hash/withdrawals', async(request): Promise<AddressWithdrawalsResponse> => {
    const { query } = request;
    const beforeIndex = cursorInt(query, 'index');
    const hash = address(request.params.hash);
    const page = await paginate((limit) => listWithdrawals(app.db, { kind: 'address', hash }, { beforeIndex, limit }),
      (row) => ({ index: row.index }), query);
    return { items: await presentWithdrawals(app.db, page.rows, { receiver: false, block: true }), next_page_params: page.nextPageParams };
  });

  // Pending first (newest seen first), then mined, newest first; `sort=value|fee` and
  // `order=asc` list mined transactions only.
  app.get<AddressParams>('/:hash/transactions', async(request): Promise<AddressTransactionsResponse> => {
    const { query } = request;
    const direction = readDirection(query);
    const sort = { field: parseEnum(query, 'sort', SORT_FIELDS, 'block_number'), order: parseEnum(query, 'order', [ 'asc', 'desc' ] as const, 'desc') };
    const mined = minedCursor(query, sort.field);
    const insertedAt = cursorTimestamp(query, 'inserted_at');
    const pendingHash = cursorHash(query, 'hash');
    const withPending = sort.field === 'block_number' && sort.order === 'desc' && mined === undefined;
    const hash = address(request.params.hash);
    const page = await paginate(async(limit) => {
      const pending = withPending ? await listAddressPendingTransactions(app.db, hash, {
        direction, limit, before: insertedAt !== undefined && pendingHash !== undefined ? { insertedAt, hash: pendingHash } : undefined,
      }) : [];
      if (pending.length >= limit) return pending;
      // As many mined ones as the page could hold, should a pending one turn out mined meanwhile.
      return pendingThenMined(pending, await listAddressMinedTransactions(app.db, hash, { direction, sort, after: mined, limit }), limit);
    }, (row): AddressTxsCursor => row.block_number === null || row.index === null ?
      { inserted_at: row.inserted_at_cursor, hash: row.hash } :
      { block_number: row.block_number, index: row.index, ...sortKeyOf(row, sort.field) }, query);
    return { items: await presentTransactions(app.db, page.rows), next_page_params: page.nextPageParams };
  });
};

export default addressRoutes;
