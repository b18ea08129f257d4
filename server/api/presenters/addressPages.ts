/**
 * The address page's objects, each page's addresses and links loaded in one query.
 */
import type { Queryable } from '../../db';
import type { AddressDetail, CoinBalance, TopAddress } from '../../../types/api/address';
import { findAddressDetail, loadAddressInfo, type TopAddressRow } from '../../db/queries/addresses';
import { findBalanceTransactions, type CoinBalanceRow } from '../../db/queries/coinBalances';
import { findProxyImplementation } from '../../db/queries/proxyImplementations';
import { findToken } from '../../db/queries/tokens';
import { serializeAddress } from '../../serializers/address';
import { serializeAddressDetail, serializeCoinBalance, serializeTopAddress } from '../serializers/addressPage';

export async function presentTopAddresses(db: Queryable, rows: TopAddressRow[]): Promise<TopAddress[]> {
  const infos = await loadAddressInfo(db, rows.map((row) => row.hash));
  return rows.map((row) => serializeTopAddress(row, serializeAddress(row.hash, infos.get(row.hash))));
}

/** The address page of `hash` (lower case), known to the database or not. */
export async function presentAddressDetail(db: Queryable, hash: string): Promise<AddressDetail> {
  const [ row, infos, token, proxy ] = await Promise.all([
    findAddressDetail(db, hash), loadAddressInfo(db, [ hash ]), findToken(db, hash), findProxyImplementation(db, hash),
  ]);
  return serializeAddressDetail(row, { ...serializeAddress(hash, infos.get(hash)), ...proxy }, token);
}

/** Coin balance history rows with the transaction that moved the coins in each block. */
export async function presentCoinBalances(db: Queryable, hash: string, rows: CoinBalanceRow[]): Promise<CoinBalance[]> {
  const transactions = await findBalanceTransactions(db, hash, rows.map((row) => row.block_number));
  return rows.map((row) => serializeCoinBalance(row, transactions.get(row.block_number) ?? null));
}
